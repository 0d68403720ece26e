import type { Mockup } from '../../content/types';

/** How wide a mockup is drawn: a phone in a narrow column, a browser window in a wider one. */
export const mockupWidth: Record<Mockup['kind'], string> = {
  phone: 'mx-auto w-60 shrink-0 sm:w-64 lg:w-72',
  browser: 'mx-auto w-full max-w-xl lg:w-[34rem]',
};

/**
 * Each frame's shape: the phone's drawing's viewBox (devices.svg); a browser window
 * taller on a phone, where its page is one column. The box is a size container: everything on the
 * screen is measured in `em` of a font size in `cqw`, so the screen scales as one picture.
 */
export const frameBox: Record<Mockup['kind'], string> = {
  phone: 'relative aspect-[300/620] [container-type:inline-size]',
  browser: 'relative aspect-[3/4] sm:aspect-[16/10] [container-type:inline-size]',
};
