import { describe, expect, it } from 'vitest';
import { editNeedsPassword, missingNames, personName } from './person-rules.js';

describe('editNeedsPassword', () => {
  const current = { email: 'sara@centre.bh', role: 'client' };

  it('asks for the admin’s password for a role, an e-mail or a password', () => {
    expect(editNeedsPassword({ role: 'admin' }, current)).toBe(true);
    expect(editNeedsPassword({ email: 'new@centre.bh' }, current)).toBe(true);
    expect(editNeedsPassword({ newPassword: 'Secret-1' }, current)).toBe(true);
  });

  it('not for a phone, a name, or the same role and e-mail again', () => {
    expect(editNeedsPassword({}, current)).toBe(false);
    expect(editNeedsPassword({ role: 'client', email: ' SARA@centre.bh ' }, current)).toBe(false);
    expect(editNeedsPassword({ newPassword: '' }, current)).toBe(false);
  });
});

describe('missingNames and personName', () => {
  it('staff need both names, clients neither', () => {
    expect(missingNames('instructor', {}).map((missing) => missing.message)).toEqual([
      'First name is required',
      'Last name is required',
    ]);
    expect(missingNames('admin', { firstName: 'Huda', lastName: 'Kamal' })).toEqual([]);
    expect(missingNames('client', {})).toEqual([]);
  });

  it('names a person, then their company, then their e-mail', () => {
    const person = { firstName: 'Huda', lastName: 'Kamal', companyName: 'Centre', email: 'h@c.bh' };
    expect(personName(person)).toBe('Huda Kamal');
    expect(personName({ ...person, firstName: null, lastName: null })).toBe('Centre');
    expect(personName({ email: 'h@c.bh' })).toBe('h@c.bh');
    expect(personName(null)).toBeNull();
  });
});
