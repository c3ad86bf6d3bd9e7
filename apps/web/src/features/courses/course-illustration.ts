import confinedSpaceUrl from './images/confined-space.svg';
import craneUrl from './images/crane.svg';
import electricalUrl from './images/electrical.svg';
import excavatorUrl from './images/excavator.svg';
import forkliftUrl from './images/forklift.svg';
import genericUrl from './images/generic.svg';
import loaderUrl from './images/loader.svg';
import overheadCraneUrl from './images/overhead-crane.svg';
import tankerUrl from './images/tanker.svg';
import towerCraneUrl from './images/tower-crane.svg';

export type CourseIllustration =
  | 'confinedSpace'
  | 'tanker'
  | 'forklift'
  | 'loader'
  | 'excavator'
  | 'towerCrane'
  | 'overheadCrane'
  | 'crane'
  | 'electrical'
  | 'generic';

/** First match wins: a '180 Excavator Backhoe Loader' is an excavator, a 'Skid Steer Loader' a loader. */
const keywordRules: ReadonlyArray<[RegExp, CourseIllustration]> = [
  [/confined/i, 'confinedSpace'],
  [/tanker|vacuum/i, 'tanker'],
  [/fork ?lift|counterbalance|reach truck|telescopic handler|telehandler/i, 'forklift'],
  [/excavator|backhoe|digger/i, 'excavator'],
  [/loader|loading|shovel|skid ?steer/i, 'loader'],
  [/tower crane/i, 'towerCrane'],
  [/overhead|gantry|bridge crane/i, 'overheadCrane'],
  [/crane|rigg|slinger|lifting|hoist/i, 'crane'],
  [/wireman|electric/i, 'electrical'],
];

/** Which drawing stands in for a course without an image of its own, by keywords in its name. */
export function courseIllustrationFor(courseName: string): CourseIllustration {
  return keywordRules.find(([pattern]) => pattern.test(courseName))?.[1] ?? 'generic';
}

const illustrationUrls: Record<CourseIllustration, string> = {
  confinedSpace: confinedSpaceUrl,
  tanker: tankerUrl,
  forklift: forkliftUrl,
  loader: loaderUrl,
  excavator: excavatorUrl,
  towerCrane: towerCraneUrl,
  overheadCrane: overheadCraneUrl,
  crane: craneUrl,
  electrical: electricalUrl,
  generic: genericUrl,
};

export function defaultCourseImageUrl(courseName: string): string {
  return illustrationUrls[courseIllustrationFor(courseName)];
}
