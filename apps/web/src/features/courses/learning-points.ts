/** The 'What You'll Learn' points: one per line of the course's text, without list markers or blank lines. */
export function learningPoints(whatYouLearn: string | null): string[] {
  return (whatYouLearn ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter((line) => line.length > 0);
}
