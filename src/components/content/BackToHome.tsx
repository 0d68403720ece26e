import { Link } from 'react-router-dom';
import { buttonClass } from '../ui/button-styles';
import { Icon } from '../ui/Icon';

export function BackToHome() {
  return (
    <Link to="/" className={buttonClass('ghost', 'sm')}>
      <Icon name="i-lucide-arrow-left" />
      Back to Home
    </Link>
  );
}
