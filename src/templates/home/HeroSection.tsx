import { Link } from 'react-router-dom';
import { StatGrid } from '../../components/page-blocks/StatGrid';
import { buttonClass } from '../../components/ui/button-styles';
import { contactHref } from '../../content/actions';
import { documentationHref, homeAnchors } from '../../content/navigation';
import type { HomePage } from '../../content/types';
import { words } from '../../i18n/words';
import { HeroIllustration } from './HeroIllustration';
import { Icon } from '../../components/ui/Icon';

/**
 * The first screen: the headline and the two calls to action, with the illustration beside them on
 * a wide screen and after them on a phone (the headline stays the largest thing painted first),
 * then the key figures as a band.
 */
export function HeroSection({ hero }: { hero: HomePage['hero'] }) {
  return (
    <section id={homeAnchors.home} aria-labelledby="home-heading" className="hero relative overflow-hidden pt-28 sm:pt-32">
      <div className="container grid items-center gap-10 lg:grid-cols-[1.2fr_1fr] lg:gap-6">
        <div className="flex flex-col items-start">
          <p className="rounded-full bg-primary/10 px-4 py-1 text-sm font-medium text-primary">{hero.badge}</p>
          <h1 id="home-heading" className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl xl:text-[3.5rem] xl:leading-[1.1]">
            {hero.heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{hero.intro}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link to={contactHref(words.platformDemoTopic)} className={buttonClass('hero', 'xl')}>
              {words.scheduleDemo} <Icon name="i-lucide-arrow-right" />
            </Link>
            <Link reloadDocument to={documentationHref} target="_blank" rel="noopener" className={buttonClass('glass', 'xl')}>
              <Icon name="i-lucide-book-open" /> {words.viewDocumentation}
              <span className="sr-only">{words.opensInNewTab}</span>
            </Link>
          </div>
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-none">
          <HeroIllustration labels={hero.illustration} />
        </div>
      </div>
      <div className="mt-12 border-y border-line/70 bg-card/60 py-8 lg:mt-16">
        <div className="container">
          <StatGrid stats={hero.stats} variant="band" />
        </div>
      </div>
    </section>
  );
}
