import { Link } from 'react-router-dom';
import { site } from '../../content/site';

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-bg/90 backdrop-blur">
      <div className="container flex h-16 items-center justify-between">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-fg no-underline">
          <span className="i-lucide-hexagon text-2xl text-primary" aria-hidden="true" />
          {site.name}
        </Link>
        <nav aria-label="Main">
          <ul className="flex list-none gap-4 p-0">
            <li>
              <a href="/#services">Services</a>
            </li>
            <li>
              <a href="/#use-cases">Use Cases</a>
            </li>
            <li>
              <Link to="/auth">Sign In</Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
