/** The default 'What You'll Learn' lists (texts in en.ts, courseDetail.defaultLearning). */
export type DefaultLearning =
  | 'vacuumTanker'
  | 'wheeledLoadingShovel'
  | 'excavator360'
  | 'skidSteer'
  | 'backhoe180'
  | 'wireman'
  | 'mobileCrane'
  | 'towerCrane'
  | 'overheadCrane'
  | 'refresher'
  | 'generic';

/** The spec's keyword cases, in its order; the first match wins and anything else is generic. */
const keywordRules: ReadonlyArray<[RegExp, DefaultLearning]> = [
  [/vacuum|tanker/i, 'vacuumTanker'],
  [/wheeled loading|loading shovel|wheel loader/i, 'wheeledLoadingShovel'],
  [/360/i, 'excavator360'],
  [/skid ?steer/i, 'skidSteer'],
  [/180|backhoe/i, 'backhoe180'],
  [/wireman/i, 'wireman'],
  [/mobile crane/i, 'mobileCrane'],
  [/tower crane/i, 'towerCrane'],
  [/overhead crane/i, 'overheadCrane'],
  [/refresher/i, 'refresher'],
];

/** Which default list a course without its own 'What You'll Learn' text shows, by keywords in its name. */
export function defaultLearningFor(courseName: string): DefaultLearning {
  return keywordRules.find(([pattern]) => pattern.test(courseName))?.[1] ?? 'generic';
}
