import { useRef } from 'react';
import { useTheme } from '../../theme/useTheme';
import { useEarlyPress } from '../ui/useEarlyPress';
import { words } from '../../i18n/words';
import { Icon } from '../ui/Icon';

/**
 * Switches between light and dark. Both icons are in the markup and CSS shows the right one, so the
 * prerendered button is correct before the theme is known.
 */
export function ThemeToggle() {
  const { toggle } = useTheme();
  const button = useRef<HTMLButtonElement>(null);
  useEarlyPress(button, toggle);
  return (
    <button ref={button} type="button" onClick={toggle} className="btn btn-ghost btn-size-icon" data-js-only="" data-early-press="">
      <Icon name="i-lucide-moon" className="text-xl dark:hidden" />
      <Icon name="i-lucide-sun" className="hidden text-xl dark:inline-block" />
      <span className="sr-only">
        {words.switchTheme.before}
        <span className="dark:hidden">{words.switchTheme.dark}</span>
        <span className="hidden dark:inline">{words.switchTheme.light}</span>
        {words.switchTheme.after}
      </span>
    </button>
  );
}
