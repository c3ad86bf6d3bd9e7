import { courseIcons } from '@tc/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { courseIconComponents } from './course-icon';
import { courseIllustrationFor } from './course-illustration';
import { learningPoints } from './learning-points';

describe('courseIllustrationFor', () => {
  it.each([
    ['Mobile Crane Operations', 'crane'],
    ['Tower Crane Operator', 'towerCrane'],
    ['Overhead Crane', 'overheadCrane'],
    ['Rigger / Slinger', 'crane'],
    ['360 Excavator', 'excavator'],
    ['180 Excavator Backhoe', 'excavator'],
    ['180 Excavator Backhoe Loader', 'excavator'],
    ['Wheeled Loading Shovel', 'loader'],
    ['Skid Steer Loader', 'loader'],
    ['Counterbalance Forklift', 'forklift'],
    ['Telescopic Handler', 'forklift'],
    ['Vacuum Tanker', 'tanker'],
    ['Confined Space Entry', 'confinedSpace'],
    ['Wireman (Electrical Installation)', 'electrical'],
    ['Refresher Training (Experienced Operators)', 'generic'],
    ['Plumbing License', 'generic'],
  ] as const)('%s -> %s', (name, illustration) => {
    expect(courseIllustrationFor(name)).toBe(illustration);
  });

  it('ignores letter case', () => {
    expect(courseIllustrationFor('FORKLIFT TRUCK')).toBe('forklift');
  });
});

describe('courseIconComponents', () => {
  it('has an icon for each of the 19 names a course may carry', () => {
    expect(courseIcons).toHaveLength(19);
    for (const name of courseIcons) expect(courseIconComponents[name], name).toBeDefined();
    expect(Object.keys(courseIconComponents).sort()).toEqual([...courseIcons].sort());
  });
});

describe('learningPoints', () => {
  it('makes one point per non-blank line, without list markers', () => {
    expect(learningPoints('- Pre-use checks\n\n• Safe lifting\r\n2. Load charts \n')).toEqual([
      'Pre-use checks',
      'Safe lifting',
      'Load charts',
    ]);
  });

  it('has no points without text', () => {
    expect(learningPoints(null)).toEqual([]);
  });
});
