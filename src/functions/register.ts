/**
 * The functions bundle's entry. functions.ts ends with its CustomFunctions.associate calls (the
 * metadata plugin appends them), so it is loaded only where the host has custom functions: the
 * pane's page also opens in a plain browser and in Office builds without them, where those calls
 * would throw. Eager: the module stays in this bundle, no extra chunk to fetch.
 */
if (typeof CustomFunctions !== 'undefined') void import(/* webpackMode: "eager" */ './functions');
