import { describe, expect, it } from 'vitest';
import { callCenterQueueAgents, userAccounts } from '@ringledger/contract';
import { rowsResourceOf } from './rows-resource';

describe('rowsResourceOf', () => {
  it("acts on a user's accounts as accounts, edits and deletes included", () => {
    expect(rowsResourceOf(userAccounts).operations).toEqual(['list', 'view', 'create', 'edit', 'delete']);
  });

  it("only opens a queue's agents: deleting one there would delete the agent, not its place in the queue", () => {
    expect(rowsResourceOf(callCenterQueueAgents).operations).toEqual(['list', 'view']);
    expect(rowsResourceOf(callCenterQueueAgents).name).toBe('call_center_agents');
  });
});
