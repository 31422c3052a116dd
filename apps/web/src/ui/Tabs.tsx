import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDefinition<K extends string> {
  key: K;
  label: string;
  content: ReactNode;
}

interface TabsProps<K extends string> {
  tabs: readonly TabDefinition<K>[];
  active: K;
  onChange: (key: K) => void;
  label: string;
}

/**
 * WAI-ARIA tabs: arrow keys move between tabs; the caller keeps the active tab (in the URL). On a
 * narrow screen the row scrolls sideways rather than breaking labels over lines.
 */
export function Tabs<K extends string>({ tabs, active, onChange, label }: TabsProps<K>) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === active),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (activeIndex + step + tabs.length) % tabs.length;
    onChange(tabs[next].key);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-6 overflow-x-auto border-b border-slate-200 dark:border-slate-800">
        {tabs.map((tab, index) => {
          const isActive = index === activeIndex;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={isActive}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={isActive ? 0 : -1}
              onClick={() => onChange(tab.key)}
              className={`shrink-0 border-b-2 pb-3 text-sm whitespace-nowrap font-medium transition-colors ${
                isActive
                  ? 'border-brand-blue text-brand-blue dark:text-blue-300'
                  : 'border-transparent text-slate-500 hover:text-brand-navy dark:text-slate-400 dark:hover:text-slate-100'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel-${tabs[activeIndex].key}`} aria-labelledby={`${baseId}-tab-${tabs[activeIndex].key}`} className="pt-6">
        {tabs[activeIndex].content}
      </div>
    </div>
  );
}
