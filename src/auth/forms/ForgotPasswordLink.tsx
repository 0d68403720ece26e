import { useEffect, useRef, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { RESET_PASSWORD_PATH } from '../redirects/auth-paths';
import { words } from '../words';
import { HYDRATED } from '../../before-hydration/contract';

/**
 * 'Forgot password?' under the sign-in form. It takes the address already typed along (in the
 * router's state, never the URL), so the visitor does not type it twice. Pressed before the app has
 * hydrated it (`data-carry-email`, no `data-hydrated` yet), it is a plain link: the early script
 * (src/before-hydration) keeps the address for that one page load and writes it into the reset form it opens.
 */
export function ForgotPasswordLink() {
  const navigate = useNavigate();
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.setAttribute(HYDRATED, ''), []);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const panel = event.currentTarget.closest('[role="tabpanel"]');
    const field = panel?.querySelector<HTMLInputElement>('input[name="email"]');
    navigate(RESET_PASSWORD_PATH, { state: { email: field?.value.trim() ?? '' } });
  };
  return (
    <p className="m-0 mt-3 text-right text-sm">
      <Link ref={link} to={RESET_PASSWORD_PATH} onClick={onClick} data-carry-email="">
        {words.panel.forgotPassword}
      </Link>
    </p>
  );
}
