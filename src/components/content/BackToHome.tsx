import { Link } from 'react-router-dom';
import { buttonClass } from '../ui/button-styles';

export function BackToHome() {
  return (
    <Link to="/" className={buttonClass('ghost', 'sm')}>
      <span className="i-lucide-arrow-left" aria-hidden="true" />
      Back to Home
    </Link>
  );
}
