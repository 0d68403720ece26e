import type { IconClass } from '../../content/types';
import type { ThemePreference } from '../../theme/theme-preference';
import { useTheme } from '../../theme/useTheme';
import { words } from '../../i18n/words';
import { Icon } from '../ui/Icon';

const options: { value: ThemePreference; icon: IconClass }[] = [
  { value: 'light', icon: 'i-lucide-sun' },
  { value: 'dark', icon: 'i-lucide-moon' },
  { value: 'system', icon: 'i-lucide-monitor' },
];

/** The mobile menu's Theme row: light, dark or follow the system. */
export function ThemeChoice() {
  const { preference, setPreference } = useTheme();
  return (
    <div role="group" aria-labelledby="theme-choice-label" className="flex items-center justify-between gap-3 px-3">
      <span id="theme-choice-label" className="font-semibold">
        {words.theme}
      </span>
      <div className="flex gap-1 rounded-lg bg-subtle p-1">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={preference === option.value}
            onClick={() => setPreference(option.value)}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm aria-pressed:(bg-bg font-semibold shadow-sm) focus-visible:(outline-2 outline-primary outline)"
          >
            <Icon name={option.icon} />
            {words.themes[option.value]}
          </button>
        ))}
      </div>
    </div>
  );
}
