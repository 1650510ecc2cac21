/** The words the gallery components show, handed in by the route (page copy lives in app/content). */
export type GalleryCopy = {
  albumsTitle: string;
  /** the name of the pager under the album cards */
  pagesLabel: string;
  tabsLabel: string;
  photoCount: (n: number) => string;
  setCount: (n: number) => string;
  openImage: string;
  close: string;
  previous: string;
  next: string;
  counter: (n: number, total: number) => string;
  empty: string;
  /** the albums could not be read */
  failed: string;
  /** the album's two actions: its photos as one ZIP, and a request to staff that names it */
  actions: {
    download: string;
    request: string;
    /** the contact form's subject for Request Photos */
    requestSubject: (album: string) => string;
  };
  home: {
    eyebrow: string;
    title: string;
    intro: string;
    viewAll: string;
    /** while an album's sets load in its window */
    loading: string;
    /** an album's sets could not be loaded */
    loadFailed: string;
    retry: string;
  };
};
