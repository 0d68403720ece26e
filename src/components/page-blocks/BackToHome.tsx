import { Link } from 'react-router-dom';
import { buttonClass } from '../ui/button-styles';
import { Icon } from '../ui/Icon';
import { words } from '../../i18n/words';

/** The way back from every content page; navigation, so it stays out of the search index. */
export function BackToHome() {
  return (
    <Link to="/" className={buttonClass('ghost', 'sm')} data-pagefind-ignore="">
      <Icon name="i-lucide-arrow-left" />
      {words.backToHome}
    </Link>
  );
}
