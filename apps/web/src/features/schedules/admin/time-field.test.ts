import { describe, expect, it } from 'vitest';
import { tidyTime } from './time-field';

describe('a typed class time', () => {
  it('is written 24-hour HH:mm, whatever the way it was typed', () => {
    expect(tidyTime('1430')).toBe('14:30');
    expect(tidyTime('930')).toBe('09:30');
    expect(tidyTime('8')).toBe('08:00');
    expect(tidyTime('8:05')).toBe('08:05');
    expect(tidyTime(' 17:45 ')).toBe('17:45');
  });

  it('is left as typed when it is no time, for the form to refuse', () => {
    expect(tidyTime('2:30 PM')).toBe('2:30 PM');
    expect(tidyTime('abc')).toBe('abc');
  });
});
