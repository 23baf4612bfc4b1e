/** Article and category slugs ("harmattan-skincare-guide"): lower-case letters, digits, single hyphens. Zod-free, so browser code may import it. */
export const NEWS_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
