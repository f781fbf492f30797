/**
 * `@dokkham/api/contract`: what renders the contract for people (not part of any bundle): the
 * README's contract table and the schemas' names, which openapi.json (packages/agency-kit) shares.
 */
export { END, renderContract, replaceContract, START } from './table';
export { namedSchema, schemaNames } from './names';
