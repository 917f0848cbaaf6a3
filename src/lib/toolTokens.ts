// The playground imports the cookbook's tool messages from here; they live in toolsJson.ts beside
// the tool's JSON. The tools recipe's rule is tests/support/cookbookToolRule.ts, not the site's: the
// site counts tool definitions with requestTokens.ts alone. This file goes once
// src/components/Playground/playgroundState.ts imports toolsJson.ts.
export {OPENAI_COOKBOOK_TOOL_MESSAGES} from './toolsJson';
