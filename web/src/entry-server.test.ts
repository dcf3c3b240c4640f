import { describe, expect, it } from 'vitest';
import type { PageRenderer } from '@contract/pages';
import * as entryServer from '@/entry-server';

describe('the server bundle', () => {
  it('exports what the pages function loads it as (@contract/pages), and nothing else', () => {
    // Typed as the contract: the type check fails here if the bundle's exports drift from what the function calls.
    const renderer: PageRenderer = entryServer;
    expect(Object.keys(renderer).sort()).toEqual(['configureApi', 'renderPage', 'takeOverScript']);
  });
});
