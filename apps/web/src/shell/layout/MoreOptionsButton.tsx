import { useState } from 'react';
import { useNavigate } from 'react-router';
import { USER_MENU_PATH } from '../home-path';
import { IconButton } from '../../ui/IconButton';
import { GridIcon } from '../../ui/Icons';

const HINT_KEY = 'more_options_hint_dismissed';
const HINT = 'Explore more options, view user logs & recharge user lines';

/** The grid button to the self-service menu (spec 02 §2); its one-time hint is MoreOptionsHint. */
export function MoreOptionsButton() {
  const navigate = useNavigate();
  return (
    <IconButton label="More options" onClick={() => navigate(USER_MENU_PATH)}>
      <GridIcon />
    </IconButton>
  );
}

/**
 * The grid button's one-time hint, pointing up at it from the top of the page. It takes its own
 * place in the page rather than floating over it, so it never covers a button of the page below
 * (a record's Edit, a list's Add).
 */
export function MoreOptionsHint() {
  const [isVisible, setIsVisible] = useState(() => localStorage.getItem(HINT_KEY) !== 'true');
  if (!isVisible) return null;
  const dismiss = () => {
    localStorage.setItem(HINT_KEY, 'true');
    setIsVisible(false);
  };
  return (
    <div className="mb-4 flex justify-end">
      <div
        role="note"
        aria-label="Tip"
        className="relative flex w-full items-center gap-3 rounded-xl bg-brand-navy [--focus-ring:white] px-4 py-3 text-sm text-white shadow-md sm:w-auto sm:max-w-md dark:bg-slate-700"
      >
        <span aria-hidden="true" className="absolute -top-1.5 right-14 size-3 rotate-45 bg-brand-navy sm:right-16 dark:bg-slate-700" />
        <p className="leading-relaxed">{HINT}</p>
        <button type="button" onClick={dismiss} className="shrink-0 rounded-md bg-white/15 px-3 py-1 text-xs font-semibold hover:bg-white/25">
          Ok
        </button>
      </div>
    </div>
  );
}
