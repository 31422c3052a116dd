import { useState } from 'react';
import { useNavigate } from 'react-router';
import { USER_MENU_PATH } from '../home-path';
import { IconButton } from '../../ui/IconButton';
import { GridIcon } from '../../ui/Icons';

const HINT_KEY = 'more_options_hint_dismissed';
const HINT = 'Explore more options, view user logs & recharge user lines';

/** The grid button to the self-service menu, with its one-time hint (spec 02 §2). */
export function MoreOptionsButton() {
  const navigate = useNavigate();
  const [isHintVisible, setIsHintVisible] = useState(() => localStorage.getItem(HINT_KEY) !== 'true');

  const dismiss = () => {
    localStorage.setItem(HINT_KEY, 'true');
    setIsHintVisible(false);
  };

  return (
    <div className="relative">
      <IconButton label="More options" onClick={() => navigate(USER_MENU_PATH)}>
        <GridIcon />
      </IconButton>
      {isHintVisible && (
        <div
          role="note"
          aria-label="Tip"
          className="absolute top-full right-0 z-50 mt-3 w-64 rounded-xl bg-brand-navy [--focus-ring:white] p-4 text-sm text-white shadow-xl dark:bg-slate-700"
        >
          <span aria-hidden="true" className="absolute -top-1.5 right-3 size-3 rotate-45 bg-brand-navy dark:bg-slate-700" />
          <p className="leading-relaxed">{HINT}</p>
          <div className="mt-3 flex justify-end">
            <button type="button" onClick={dismiss} className="rounded-md bg-white/15 px-3 py-1 text-xs font-semibold hover:bg-white/25">
              Ok
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
