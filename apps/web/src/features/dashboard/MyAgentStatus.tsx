import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { AGENT_STATUSES, callCenterAgents, listMyAgents, setMyAgentStatus, type MyAgent } from '@ringledger/contract';
import { apiRequest, errorMessage } from '../../api/client';
import { operationPath, useHasPermission } from '../../framework';
import { Panel } from '../../ui/Panel';

const QUERY_KEY = ['my-agents'];

/** The signed-in agent's own agents; refreshed every 10 seconds, as the switch's state and the waiting callers move. */
function useMyAgents(isAllowed: boolean) {
  return useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<{ agents: MyAgent[] }>(listMyAgents.method, operationPath(listMyAgents, {}), { signal }),
    enabled: isAllowed,
    refetchInterval: 10_000,
  });
}

function useSetStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: MyAgent['status'] }) =>
      apiRequest<MyAgent>(setMyAgentStatus.method, operationPath(setMyAgentStatus, { id }), { body: { status } }),
    onSuccess: (agent) => {
      toast.success(`${agent.name} is now ${agent.status}`);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}

function AgentRow({ agent }: { agent: MyAgent }) {
  const selectId = useId();
  const setStatus = useSetStatus();
  return (
    <li className="flex flex-wrap items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p className="font-medium break-all text-slate-900 dark:text-slate-100">{agent.name}</p>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {agent.live ? `On ${agent.live.switch}: ${agent.live.status}, ${agent.live.state}` : 'No connected switch reports this agent'}
        </p>
        {agent.queues.length > 0 && (
          <ul aria-label={`Queues of ${agent.name}`} className="mt-1 text-sm">
            {agent.queues.map((queue) => (
              <li key={queue.name}>
                {queue.name}: {queue.waiting === null ? 'waiting callers unknown' : `${queue.waiting} waiting`}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="text-sm text-slate-600 dark:text-slate-300">
          Status
        </label>
        <select
          id={selectId}
          value={agent.status}
          disabled={setStatus.isPending}
          onChange={(event) => setStatus.mutate({ id: agent.id, status: event.target.value as MyAgent['status'] })}
          className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-800"
        >
          {AGENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}

/** For a call-centre agent: their own status, to change, and the callers waiting in their queues. Nothing for anyone else. */
export function MyAgentStatus() {
  const headingId = useId();
  const mayView = useHasPermission()(callCenterAgents.label, 'view');
  const agents = useMyAgents(mayView).data?.agents ?? [];
  if (agents.length === 0) return null;
  return (
    <Panel aria-labelledby={headingId} className="p-4">
      <h2 id={headingId} className="text-sm font-semibold text-brand-navy dark:text-slate-100">
        My Call-Centre Status
      </h2>
      <ul className="divide-y divide-slate-100 dark:divide-slate-700/60">
        {agents.map((agent) => (
          <AgentRow key={agent.id} agent={agent} />
        ))}
      </ul>
    </Panel>
  );
}
