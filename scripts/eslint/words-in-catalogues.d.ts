import type { Rule } from 'eslint';

declare const plugin: { rules: { 'words-in-catalogues': Rule.RuleModule } };
export default plugin;
