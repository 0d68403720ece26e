declare module 'virtual:content-index' {
  import type { PageMeta } from './types';
  export const pageIndex: PageMeta[];
}
