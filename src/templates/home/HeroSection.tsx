import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button-styles';
import { contactHref } from '../../content/actions';
import { documentationHref, homeAnchors } from '../../content/navigation';
import { statText } from '../../content/stats';
import type { HomePage } from '../../content/types';
import { messages } from '../../i18n/messages';

export function HeroSection({ hero }: { hero: HomePage['hero'] }) {
  return (
    <section id={homeAnchors.home} aria-labelledby="home-heading" className="relative overflow-hidden pt-32 pb-20">
      <div className="container flex flex-col items-center text-center">
        <p className="rounded-full bg-primary/10 px-4 py-1 text-sm font-medium text-primary">{hero.badge}</p>
        <h1 id="home-heading" className="mt-6 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-6xl">
          {hero.heading}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{hero.intro}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link to={contactHref(messages.platformDemoTopic)} className={buttonClass('hero', 'xl')}>
            {messages.scheduleDemo} <span className="i-lucide-arrow-right" aria-hidden="true" />
          </Link>
          <Link reloadDocument to={documentationHref} target="_blank" rel="noopener" className={buttonClass('glass', 'xl')}>
            <span className="i-lucide-book-open" aria-hidden="true" /> {messages.viewDocumentation}
            <span className="sr-only">{messages.opensInNewTab}</span>
          </Link>
        </div>
        <dl className="mt-16 grid w-full max-w-4xl grid-cols-2 gap-6 md:grid-cols-4">
          {hero.stats.map(statText).map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-sm text-muted">{stat.label}</dt>
              <dd className="m-0 text-3xl font-bold text-primary">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
