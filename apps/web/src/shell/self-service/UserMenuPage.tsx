import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../api/session-store';
import { NotFoundPage } from '../errors/NotFoundPage';
import { isSelfServiceUser } from '../home-path';
import { Button } from '../../ui/Button';
import { LogsIcon, WalletIcon } from '../../ui/Icons';
import { SelfServicePage } from '../../framework/pages/SelfServicePage';

type MenuView = 'recharge' | 'logs';

const OPTIONS: readonly { view: MenuView; label: string; description: string; icon: ReactNode }[] = [
  { view: 'recharge', label: 'Recharge User Line', description: 'Top up the balance of one of your lines by card.', icon: <WalletIcon /> },
  { view: 'logs', label: 'Call logs', description: 'See the calls made and received on your lines.', icon: <LogsIcon /> },
];

/** The menu itself; its views (/user/menu/recharge, /user/menu/logs) are the features' own routes, any other is not found. */
export function UserMenuPage() {
  const { view } = useParams();
  return view === undefined ? <UserMenu /> : <NotFoundPage />;
}

function UserMenu() {
  const navigate = useNavigate();
  const { user } = useSession();
  const [choice, setChoice] = useState<MenuView | null>(null);

  return (
    <SelfServicePage back={isSelfServiceUser(user) ? '/me' : '/'}>
      <h2 className="text-lg font-semibold text-brand-navy dark:text-slate-100">What would you like to do?</h2>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">Choose an option, then continue.</p>
      <fieldset className="mt-6 grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">Options</legend>
        {OPTIONS.map((option) => (
          <label
            key={option.view}
            className={`flex cursor-pointer flex-col gap-3 rounded-xl border p-4 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-(--focus-ring) ${
              choice === option.view
                ? 'border-brand-blue bg-brand-blue/5 dark:bg-brand-blue/15'
                : 'border-slate-200 hover:border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:border-slate-600 dark:hover:bg-slate-800/50'
            }`}
          >
            <span className="flex items-center justify-between">
              <span
                className={`flex size-10 items-center justify-center rounded-lg ${choice === option.view ? 'bg-brand-blue text-white' : 'bg-slate-100 text-brand-navy dark:bg-slate-800 dark:text-slate-200'}`}
              >
                {option.icon}
              </span>
              <input
                type="radio"
                name="user-menu-option"
                value={option.view}
                checked={choice === option.view}
                onChange={() => setChoice(option.view)}
                className="size-4 accent-brand-blue"
              />
            </span>
            <span>
              <span className="block text-sm font-semibold text-brand-navy dark:text-slate-100">{option.label}</span>
              <span className="mt-0.5 block text-xs text-slate-500 dark:text-slate-400">{option.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="mt-6 flex justify-end">
        <Button disabled={!choice} onClick={() => choice && navigate(`/user/menu/${choice}`)}>
          Continue
        </Button>
      </div>
    </SelfServicePage>
  );
}
