import { site } from '../../content/site';

export function SiteFooter() {
  return (
    <footer className="border-t border-line py-10">
      <div className="container text-sm text-muted">
        <p>
          © {site.copyrightYear} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
