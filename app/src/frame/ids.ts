/** The page's <main>: skip target of ScrollToTop (focus returns there). */
export const MAIN_ID = 'main';
