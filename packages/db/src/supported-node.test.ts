import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './supported-node.js';

describe('the Node.js version check every entry runs first', () => {
  it('says which Node.js is needed, and how to get it, below 24', () => {
    expect(nodeVersionProblem('20.20.2')).toBe(
      'Node.js 24 is needed (found 20.20.2): run through pnpm or scripts/run.sh',
    );
    expect(nodeVersionProblem('23.11.1')).toBe(
      'Node.js 24 is needed (found 23.11.1): run through pnpm or scripts/run.sh',
    );
  });

  it('lets 24 and newer through', () => {
    for (const version of ['24.0.0', '24.21.0', '25.2.1']) expect(nodeVersionProblem(version)).toBeNull();
  });
});
