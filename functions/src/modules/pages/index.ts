/** pages: the public routes rendered on the server by the web's bundle (owns no collection). */
export { createPagesApp } from './pages.app';
