import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { defaultLearningFor } from './default-learning';
import { learningPoints } from './learning-points';

describe('defaultLearningFor', () => {
  it.each([
    ['Vacuum Tanker Operations', 'vacuumTanker'],
    ['Wheeled Loading Shovel', 'wheeledLoadingShovel'],
    ['360 Excavator', 'excavator360'],
    ['Skid Steer Loader', 'skidSteer'],
    ['180 Excavator (Backhoe Loader)', 'backhoe180'],
    ['Backhoe Loader', 'backhoe180'],
    ['Wireman (Electrical Installation)', 'wireman'],
    ['Mobile Crane Operations', 'mobileCrane'],
    ['TOWER CRANE OPERATOR', 'towerCrane'],
    ['Overhead Crane Operations', 'overheadCrane'],
    ['Refresher Training (Experienced Operators)', 'refresher'],
    ['Confined Space Entry', 'generic'],
    ['Counterbalance Forklift', 'generic'],
  ] as const)('%s -> %s', (name, list) => {
    expect(defaultLearningFor(name)).toBe(list);
  });

  it('has a list of several points for every case', () => {
    for (const [key, text] of Object.entries(en.courseDetail.defaultLearning)) {
      expect(learningPoints(text).length, key).toBeGreaterThanOrEqual(6);
    }
    expect(Object.keys(en.courseDetail.defaultLearning)).toHaveLength(11);
  });
});
