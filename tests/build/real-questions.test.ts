import {test} from 'node:test';
import assert from 'node:assert/strict';
import {routeOf} from '../../src/lib/site/site';
import {pathOf, search} from '../support/builtSearch';

// Checks on the production build (run `npx docusaurus build` first): what people really ask about
// JTokkit, searched as the site's search bar searches. Each query is taken from the words of a public
// issue thread of JTokkit or of a library that uses it (LangChain4j, Spring AI), and the first
// result must lead to the page that answers it. The index files are the ones the bar loads and the
// search function is the one its worker runs, so the first result here is the bar's first result;
// typing into the bar itself is checked in tests/e2e/search.spec.ts.
const TROUBLESHOOTING = routeOf('getting-started/troubleshooting');
const MODELS = routeOf('getting-started/models');
const CHAT = routeOf('getting-started/recipes/chatml');
const USAGE = routeOf('getting-started/usage');
const PLATFORMS = routeOf('getting-started/platforms');
const TOOLS = routeOf('getting-started/recipes/tools');
const IMAGES = routeOf('getting-started/recipes/images');
const STREAMING = routeOf('getting-started/recipes/streaming');
const CONTEXT_WINDOW = routeOf('getting-started/recipes/context-window');
const CHUNKING = routeOf('getting-started/recipes/chunking');
const VERSIONS = routeOf('getting-started/versions');
const PERFORMANCE = routeOf('getting-started/performance');
const FRAMEWORKS = routeOf('getting-started/frameworks');
const TOKEN_IDS = routeOf('getting-started/recipes/token-ids');
const TOKEN_USAGE = routeOf('getting-started/token-usage');
const INTRO = routeOf('getting-started/intro');

const questions: {query: string; answeredBy: string; source: string}[] = [
  {
    query: 'Unsupported flags: 256',
    answeredBy: TROUBLESHOOTING,
    source: 'https://github.com/knuddelsgmbh/jtokkit/issues/39 (support android)',
  },
  {
    query: 'Could not find /com/knuddels/jtokkit/r50k_base.tiktoken in resources',
    answeredBy: TROUBLESHOOTING,
    source: "https://github.com/knuddelsgmbh/jtokkit/issues/89 (Can't work on GraalVM complied Java APP)",
  },
  {
    query: 'Could not load /com/knuddels/jtokkit/r50k_base.tiktoken from resources',
    answeredBy: TROUBLESHOOTING,
    source: 'https://github.com/knuddelsgmbh/jtokkit/issues/21',
  },
  {
    query: 'GraalVM',
    answeredBy: PLATFORMS,
    source: 'https://github.com/knuddelsgmbh/jtokkit/issues/89',
  },
  {
    query: 'Android',
    answeredBy: PLATFORMS,
    source: 'https://github.com/knuddelsgmbh/jtokkit/issues/39 (support android)',
  },
  {
    query: 'OSGi',
    answeredBy: PLATFORMS,
    source: 'https://github.com/knuddelsgmbh/jtokkit/issues/63 (OSGi bundle headers)',
  },
  {
    query: 'only include encodings needed',
    answeredBy: PLATFORMS,
    source: 'https://github.com/knuddelsgmbh/jtokkit/issues/29 (ship only the encodings an app needs)',
  },
  {
    query: 'native hints',
    answeredBy: PLATFORMS,
    source: 'https://github.com/spring-projects/spring-ai/issues/161 (native image hints for JTokkit)',
  },
  {
    query: 'tokenizer in Kotlin',
    answeredBy: PLATFORMS,
    source:
      'https://github.com/JetBrains-Research/TestSpark/issues/283 (a Kotlin project asks for tiktoken "but in Kotlin")',
  },
  {
    query: 'quarkus native',
    answeredBy: PLATFORMS,
    source:
      'https://github.com/apache/camel-quarkus/issues/6470 (Langchain4j-tokenizer native support in Camel Quarkus)',
  },
  {
    query: 'NoSuchMethodError newLazyEncodingRegistry',
    answeredBy: TROUBLESHOOTING,
    source: 'https://github.com/langchain4j/langchain4j/issues/304',
  },
  {
    query: "Model 'gpt-5' is unknown to jtokkit",
    answeredBy: TROUBLESHOOTING,
    source: 'https://github.com/langchain4j/langchain4j/issues/5918',
  },
  {
    query: 'unknown to jtokkit',
    answeredBy: TROUBLESHOOTING,
    source: 'https://github.com/langchain4j/langchain4j/issues/804 (custom models)',
  },
  {
    query: 'ft:gpt-3.5-turbo-0613',
    answeredBy: TROUBLESHOOTING,
    source: 'https://github.com/langchain4j/langchain4j/issues/223 (fine-tuned model unknown to jtokkit)',
  },
  {
    query: 'gpt-5',
    answeredBy: MODELS,
    source: 'https://github.com/langchain4j/langchain4j/issues/5918',
  },
  {
    query: 'gpt-5-mini',
    answeredBy: MODELS,
    source: 'https://github.com/langchain4j/langchain4j/issues/5918 ("same for gpt-5-mini, gpt-5-nano")',
  },
  {
    query: 'gpt-4.1',
    answeredBy: MODELS,
    source: 'https://github.com/langchain4j/langchain4j/issues/5918 (names starting with gpt-4.)',
  },
  {
    query: 'o1-mini',
    answeredBy: MODELS,
    source: 'https://github.com/knuddelsgmbh/jtokkit/pull/108 (Add o1-mini model)',
  },
  {
    query: 'o3',
    answeredBy: MODELS,
    source: 'https://github.com/knuddelsgmbh/jtokkit/pull/118 ("I\'ll do one for o3 models")',
  },
  {
    query: 'o200k_harmony',
    answeredBy: MODELS,
    source: 'https://github.com/knuddelsgmbh/jtokkit/issues/131',
  },
  {
    query: 'gpt-oss-120b',
    answeredBy: MODELS,
    source: 'https://github.com/knuddelsgmbh/jtokkit/issues/131',
  },
  {
    query: 'gpt-35-turbo',
    answeredBy: MODELS,
    source: 'https://github.com/langchain4j/langchain4j/pull/1222 (Azure model names such as gpt-35-turbo-0301)',
  },
  {
    query: 'Azure',
    answeredBy: FRAMEWORKS,
    source: 'https://github.com/langchain4j/langchain4j/issues/216 (how to count tokens in Azure OpenAI)',
  },
  {
    query: 'o200k_base gpt-4o',
    answeredBy: MODELS,
    source: 'https://github.com/knuddelsgmbh/jtokkit/issues/96 (Implement o200k_base encoding)',
  },
  {
    query: 'DeepSeek',
    answeredBy: MODELS,
    source: 'https://github.com/knuddelsgmbh/jtokkit/issues/123 (DeepSeek, Gemini or Qwen)',
  },
  {
    query: 'Gemini',
    answeredBy: MODELS,
    source: 'https://github.com/knuddelsgmbh/jtokkit/issues/123',
  },
  {
    query: 'ModelType enum new model',
    answeredBy: MODELS,
    source:
      'https://github.com/knuddelsgmbh/jtokkit/issues/69 (ModelType lacks gpt-4 turbo; "the ModelType enum is merely a convenience")',
  },
  {
    query: 'custom model ModelType',
    answeredBy: MODELS,
    source: 'https://github.com/langchain4j/langchain4j/issues/4399 (a user adds a custom model constant to ModelType)',
  },
  {
    query: 'new model fallback encoding',
    answeredBy: MODELS,
    source:
      'https://github.com/knuddelsgmbh/jtokkit/issues/133 (gpt-5 names unknown; "fallback to a reasonable default" encoding)',
  },
  {
    query: 'lone surrogate tiktoken replacement character',
    answeredBy: MODELS,
    source:
      'https://github.com/openai/tiktoken/issues/82 (tiktoken replaces a lone surrogate with the replacement char)',
  },
  {
    query: 'ChatML',
    answeredBy: CHAT,
    source: 'https://github.com/knuddelsgmbh/jtokkit/issues/46 (the chatml.md recipe and functions)',
  },
  {
    query: 'count tokens functions',
    answeredBy: TOOLS,
    source: 'https://github.com/knuddelsgmbh/jtokkit/issues/46',
  },
  {
    query: 'multimodal',
    answeredBy: IMAGES,
    source: 'https://github.com/spring-projects/spring-ai/issues/4331 (binary data in multimodal prompts)',
  },
  {
    query: 'maxTokens',
    answeredBy: USAGE,
    source: 'https://github.com/knuddelsgmbh/jtokkit/pull/12 (a maxTokens parameter for encode)',
  },
  {
    query: 'truncate emoji',
    answeredBy: USAGE,
    source: 'https://github.com/knuddelsgmbh/jtokkit/pull/12 (truncating through a multi-byte character)',
  },
  {
    query: 'tokens when using functions',
    answeredBy: TOOLS,
    source: 'https://github.com/openai/openai-cookbook/issues/608 (calculate the tokens when using functions)',
  },
  {
    query: 'account for functions',
    answeredBy: TOOLS,
    source: 'https://github.com/knuddelsgmbh/jtokkit/issues/46 (the chat recipe does not account for functions)',
  },
  {
    query: 'Base64 image tokens',
    answeredBy: IMAGES,
    source: 'https://github.com/spring-projects/spring-ai/issues/4331 (estimating image data by its Base64 text)',
  },
  {
    query: 'usage in stream mode',
    answeredBy: STREAMING,
    source: 'https://github.com/spring-projects/spring-ai/issues/1307 (usage values are all 0 when streaming)',
  },
  {
    query: 'include_usage',
    answeredBy: STREAMING,
    source: 'https://github.com/spring-projects/spring-ai/issues/2293 (prompt and completion tokens in stream mode)',
  },
  {
    query: 'evict oldest messages token limit',
    answeredBy: CONTEXT_WINDOW,
    source: 'https://github.com/spring-projects/spring-ai/issues/3423 (a chat memory limited by tokens)',
  },
  {
    query: 'chunk text for embeddings',
    answeredBy: CHUNKING,
    source: 'https://github.com/knuddelsgmbh/jtokkit/issues/80 (the position reached, for chunking)',
  },
  {
    query: 'TokenTextSplitter EncodingType',
    answeredBy: FRAMEWORKS,
    source: 'https://github.com/spring-projects/spring-ai/pull/5336 (let TokenTextSplitter take an EncodingType)',
  },
  {
    query: 'JTokkitTokenCountEstimator',
    answeredBy: FRAMEWORKS,
    source:
      'https://github.com/spring-projects/spring-ai/issues/4331 (what JTokkitTokenCountEstimator counts for media)',
  },
  {
    query: 'OpenAiTokenizer',
    answeredBy: FRAMEWORKS,
    source: 'https://github.com/langchain4j/langchain4j/pull/1499 (LangChain4j moves to JTokkit 1.1.0 for gpt-4o)',
  },
  // Questions from the trackers of other Java and Kotlin libraries that call OpenAI: clients, frameworks,
  // text splitters, chat memories and embedding pipelines.
  {
    query: 'TokenWindowChatMemory function calling',
    answeredBy: TOOLS,
    source:
      'https://github.com/langchain4j/langchain4j/issues/64 (TokenWindowChatMemory does not compute tokens for function calling)',
  },
  {
    query: 'token counter not counting tool use messages',
    answeredBy: TOOLS,
    source: 'https://github.com/janhq/jan/issues/6966 (the token counter leaves out tool calls and tool results)',
  },
  {
    query: 'token counting for tool calls',
    answeredBy: TOOLS,
    source:
      'https://github.com/agentgateway/agentgateway/issues/364 (tool definitions, and tool calls and results in the history)',
  },
  {
    query: 'cache the token count of each message',
    answeredBy: CONTEXT_WINDOW,
    source:
      'https://github.com/langchain4j/langchain4j/issues/3256 (TokenWindowChatMemory estimates the same messages again)',
  },
  {
    query: 'TokenTextSplitter chunk exceeds size',
    answeredBy: FRAMEWORKS,
    source:
      'https://github.com/spring-projects/spring-ai/issues/1834 (TokenTextSplitter splits over the expected count)',
  },
  {
    query: 'TokenTextSplitter small text split',
    answeredBy: FRAMEWORKS,
    source:
      'https://github.com/spring-projects/spring-ai/issues/4981 (a small text without final punctuation is split)',
  },
  {
    query: 'chunking with overlap',
    answeredBy: CHUNKING,
    source:
      'https://github.com/spring-projects/spring-ai/issues/2123 (text chunking with overlap in TokenTextSplitter)',
  },
  {
    query: 'Tokens in a single document exceeds the maximum number of allowed input tokens',
    answeredBy: FRAMEWORKS,
    source:
      'https://github.com/spring-projects/spring-ai/issues/1831 (TokenCountBatchingStrategy rejects a large document)',
  },
  {
    query: 'TokenCountBatchingStrategy metadata',
    answeredBy: FRAMEWORKS,
    source:
      'https://github.com/spring-projects/spring-ai/pull/6782 (the batching strategy counts without the metadata)',
  },
  {
    query: 'reserve percentage 7,371 tokens',
    answeredBy: FRAMEWORKS,
    source: 'https://github.com/spring-projects/spring-ai/pull/1280 (reserve percentage of the max input token count)',
  },
  {
    query: 'DocumentSplitters.recursive',
    answeredBy: FRAMEWORKS,
    source: 'https://github.com/langchain4j/langchain4j/issues/4024 (without an estimator it counts characters)',
  },
  {
    query: 'DocumentSplitters segment size characters',
    answeredBy: FRAMEWORKS,
    source:
      'https://github.com/quarkusio/quarkus-workshop-langchain4j/pull/46 (a segment size meant as tokens was characters)',
  },
  {
    query: 'DocumentByParagraphSplitter',
    answeredBy: CHUNKING,
    source: 'https://github.com/langchain4j/langchain4j/issues/1192 (how paragraphs are merged up to a token size)',
  },
  {
    query: '2,048 inputs per embeddings request',
    answeredBy: CHUNKING,
    source: 'https://github.com/langchain4j/langchain4j/issues/2247 (OpenAiEmbeddingModel text array limit)',
  },
  {
    query: '300,000 tokens per request',
    answeredBy: CHUNKING,
    source: 'https://github.com/langchain4j/langchain4j/issues/2992 (partition embedding batches by number of tokens)',
  },
  {
    query: 'chunk size counts characters against a token limit',
    answeredBy: CHUNKING,
    source:
      "https://github.com/pipeshub-ai/pipeshub-ai/issues/3285 (chunks sized in characters exceed the embedding model's 8,191 tokens)",
  },
  {
    query: 'measure input and output tokens',
    answeredBy: FRAMEWORKS,
    source:
      'https://github.com/openai/openai-java/issues/359 (how to measure the input and output tokens of a request)',
  },
  {
    query: 'TikTokensUtil alternative',
    answeredBy: FRAMEWORKS,
    source: 'https://github.com/Lambdua/openai4j/issues/63 (what replaces the deprecated TikTokensUtil)',
  },
  {
    query: 'minChunkSizeChars',
    answeredBy: FRAMEWORKS,
    source:
      'https://github.com/spring-projects/spring-ai/issues/4981 (withMinChunkSizeChars(10) and a small text split in two)',
  },
  {
    query: 'batching strategy 8191',
    answeredBy: FRAMEWORKS,
    source:
      'https://github.com/spring-projects/spring-ai/pull/1215 (TokenCountBatchingStrategy takes 8191 as the default limit)',
  },
  {
    query: 'Chinese characters token count',
    answeredBy: TROUBLESHOOTING,
    source:
      'https://github.com/TheoKanning/openai-java/issues/348 (TikTokensUtil counts Chinese text unlike the web page)',
  },
  {
    query: 'maximum context length is 4097 tokens',
    answeredBy: TROUBLESHOOTING,
    source:
      'https://github.com/The-Vibe-Company/quivr/issues/505 (the API rejects a chat request: 3703 in the messages, 500 in the completion)',
  },
  {
    query: 'Token should not be MAX_RANK',
    answeredBy: TROUBLESHOOTING,
    source:
      "https://github.com/openai/tiktoken/issues/289 (a custom vocabulary without some single bytes fails to encode; the query is JTokkit's message for that case under -ea, not words of the thread)",
  },
  {
    query: 'vocabulary missing single byte tokens',
    answeredBy: routeOf('getting-started/known-issues'),
    source:
      'https://github.com/openai/tiktoken/pull/570 (reject encoders missing single-byte tokens; tiktoken issue 289 hit the same)',
  },
  {
    query: 'encode returns 2147483646',
    answeredBy: routeOf('getting-started/known-issues'),
    source:
      'https://github.com/openai/tiktoken/issues/289 (a custom vocabulary without some single bytes makes tiktoken panic; JTokkit 1.1.0 returns 2147483646 instead, which is not words of the thread)',
  },
  {
    query: 'split pattern UNICODE_CHARACTER_CLASS ideographic space',
    answeredBy: routeOf('getting-started/extending'),
    source:
      'https://github.com/knuddelsgmbh/jtokkit/issues/33 (\\u3000\\u3000a split unlike tiktoken until the patterns got the flag)',
  },
  {
    query: 'Invalid key in logit_bias',
    answeredBy: TOKEN_IDS,
    source: 'https://github.com/aallam/openai-kotlin/issues/169 (logit_bias needs token ids, not words)',
  },
  {
    query: 'one token enum values',
    answeredBy: TOKEN_IDS,
    source: 'https://github.com/xebia-functional/xef/pull/787 (one-token enums broke with the wrong encoding)',
  },
  {
    query: 'check before you send without a network call',
    answeredBy: CONTEXT_WINDOW,
    source:
      'https://github.com/JetBrains-Research/TestSpark/issues/283 (token count of a request without calling the API)',
  },
  {
    query: 'max_tokens is too large',
    answeredBy: CONTEXT_WINDOW,
    source:
      'https://github.com/ChatGPTNextWeb/NextChat/issues/3195 (the output cap and the context window, both errors)',
  },
  {
    query: 'cached tokens',
    answeredBy: TOKEN_USAGE,
    source:
      'https://github.com/langchain4j/langchain4j/issues/2039 (OpenAI: provide cached tokens info; LangChain4j now has them in OpenAiTokenUsage)',
  },
  {
    query: 'estimating the cost of a text',
    answeredBy: USAGE,
    source: 'https://github.com/ai-for-java/ai4j/issues/19 (count the tokens of a document to predict the costs)',
  },
  // Where a Java client shows what a call cost, why it is null or 0, models that are not OpenAI's,
  // and the limits a framework applies to an embeddings request (issue 46, sections 1 to 3).
  {
    query: 'null CompletionsUsage getChatCompletionsStream',
    answeredBy: TOKEN_USAGE,
    source:
      'https://github.com/Azure/azure-sdk-for-java/issues/35437 ("I always get a null CompletionsUsage object when using the getChatCompletionsStream method")',
  },
  {
    query: 'withStreamUsage AzureOpenAiChatOptions',
    answeredBy: TOKEN_USAGE,
    source:
      'https://github.com/spring-projects/spring-ai/issues/1724 (withStreamUsage() of OpenAiChatOptions is not in AzureOpenAiChatOptions)',
  },
  {
    query: 'ChatCompletionChunk Usage always null',
    answeredBy: TOKEN_USAGE,
    source:
      'https://github.com/aallam/openai-kotlin/issues/227 (with a stream, Usage of ChatCompletionChunk is always null)',
  },
  {
    query: 'unable to obtain tokenUsage',
    answeredBy: TOKEN_USAGE,
    source:
      "https://github.com/langchain4j/langchain4j/issues/895 (a model that is not OpenAI's: unable to obtain tokenUsage, removed on purpose)",
  },
  {
    query: 'embedding models do not return token usage',
    answeredBy: TOKEN_USAGE,
    source:
      'https://github.com/quarkiverse/quarkus-langchain4j/issues/2758 (Embedding models (Ollama, HuggingFace) do not return token usage information)',
  },
  {
    query: 'injection of TokenCountEstimator',
    answeredBy: TOKEN_USAGE,
    source:
      'https://github.com/quarkiverse/quarkus-langchain4j/issues/697 (Allow the injection of TokenCountEstimator)',
  },
  {
    query: 'TokenCountEstimator for Bedrock',
    answeredBy: TOKEN_USAGE,
    source:
      'https://github.com/langchain4j/langchain4j/issues/4705 (Add TokenCountEstimator for Bedrock, its CountTokens API)',
  },
  {
    query: 'Ollama silently trims a prompt',
    answeredBy: TOKEN_USAGE,
    source:
      'https://github.com/langchain4j/langchain4j/issues/6017 (support the Ollama truncate field, so an over-long prompt fails instead of a silent trim)',
  },
  {
    query: 'token count mismatch with Google AI Studio',
    answeredBy: TOKEN_USAGE,
    source: 'https://github.com/yamadashy/repomix/issues/476 (o200k_base counts against AI Studio for Gemini)',
  },
  {
    query: "'max_tokens' is not supported with this model",
    answeredBy: CONTEXT_WINDOW,
    source:
      'https://github.com/BoltAI/BoltAI/issues/314 (o4-mini and o3-mini reject max_tokens: "Use \'max_completion_tokens\' instead")',
  },
  {
    query: 'OpenAiEmbeddingModel text array limit',
    answeredBy: FRAMEWORKS,
    source: 'https://github.com/langchain4j/langchain4j/issues/2247 (more than 2048 segments fail with a bad request)',
  },
  {
    query: 'batch size is invalid, it should not be larger than 25',
    answeredBy: FRAMEWORKS,
    source:
      'https://github.com/langchain4j/langchain4j/issues/1140 (QwenEmbeddingModel: the service caps a batch at 25)',
  },
  {
    query: 'instance(s) is allowed per prediction',
    answeredBy: FRAMEWORKS,
    source:
      'https://github.com/LangStream/langstream/issues/570 (VertexAI embeddings error: X instance(s) is allowed per prediction)',
  },
  // Questions still open from the earlier sets: JTokkit beside tiktoken, the maintainers' scope, output
  // caps and cut answers, tokens per word, Base64 as text, an embeddings response's usage, splitters.
  {
    query: 'Java version of tiktoken',
    answeredBy: INTRO,
    source: 'https://github.com/openai/tiktoken/issues/156 (Do you have a Java version of tiktoken)',
  },
  {
    query: 'out of scope tokenization algorithm',
    answeredBy: INTRO,
    source:
      'https://github.com/knuddelsgmbh/jtokkit/issues/46 ("A utility method is out of scope for this library which only focus is the tokenization algorithm")',
  },
  {
    query: 'supports at most 4096 completion tokens',
    answeredBy: CONTEXT_WINDOW,
    source: 'https://github.com/openai/openai-python/issues/687 (gpt-4-1106-preview only has 4096 tokens?)',
  },
  {
    query: 'GPT-4 Turbo 128k max 4096 completion tokens',
    answeredBy: CONTEXT_WINDOW,
    source:
      'https://github.com/logancyang/obsidian-copilot/issues/256 (max 4096 completion tokens error when using GPT-4 Turbo (128k))',
  },
  {
    query: 'finish_reason length truncated',
    answeredBy: CONTEXT_WINDOW,
    source:
      'https://github.com/apache/flink-agents/pull/1040 (a truncated completion came back as ordinary partial content)',
  },
  {
    query: 'token to word ratio',
    answeredBy: CHUNKING,
    source: 'https://github.com/ray-project/llm-numbers/issues/5 (Token to word ratio is incorrect in cheat sheet)',
  },
  {
    query: 'image considered as a string after base64 encoding',
    answeredBy: IMAGES,
    source:
      'https://github.com/googleapis/js-genai/issues/768 (How do you include image as part of the input without being considered as a string after a base64 encoding?)',
  },
  {
    query: 'embedding used tokens',
    answeredBy: CHUNKING,
    source: 'https://github.com/langchain-ai/langchainjs/issues/3908 (How to get Embedding used token?)',
  },
  {
    query: 'chunk boundary splits a multi-byte character',
    answeredBy: CHUNKING,
    source:
      'https://github.com/feyninc/chonkie/issues/629 (TokenChunker produces broken chunks when a chunk boundary splits a multi-byte character)',
  },
];

// Single words a Java developer types for the guides' topics; the search once found nothing for them.
// (Android, GraalVM and OSGi are questions above.)
const topics: {query: string; answeredBy: string}[] = [
  {query: 'JPMS', answeredBy: PLATFORMS},
  {query: 'Spring AI', answeredBy: FRAMEWORKS},
  {query: 'LangChain4j', answeredBy: FRAMEWORKS},
  {query: 'migrate', answeredBy: VERSIONS},
  {query: 'changelog', answeredBy: VERSIONS},
  {query: 'NoSuchMethodError', answeredBy: TROUBLESHOOTING},
  {query: 'performance', answeredBy: PERFORMANCE},
  // A page titled with the word comes before a section that merely mentions it (GraalVM's native image).
  {query: 'image', answeredBy: IMAGES},
  {query: 'truncate', answeredBy: USAGE},
  {query: 'chat messages', answeredBy: CHAT},
  {query: 'tokenUsage', answeredBy: TOKEN_USAGE},
  {query: 'getUsage', answeredBy: TOKEN_USAGE},
  {query: 'Ollama', answeredBy: TOKEN_USAGE},
  {query: 'num_ctx', answeredBy: TOKEN_USAGE},
  {query: 'BatchingStrategy', answeredBy: FRAMEWORKS},
];

/** Where the first result leads for each query whose first result is not the expected page. */
function wrongFirstResults(queries: {query: string; answeredBy: string}[]): string[] {
  const wrong: string[] = [];
  for (const {query, answeredBy} of queries) {
    const [first] = search(query);
    const leadsTo = first ? pathOf(first.url) : 'nothing';
    if (leadsTo !== answeredBy) wrong.push(`"${query}" leads first to ${leadsTo}, not ${answeredBy}`);
  }
  return wrong;
}

test('search answers the questions users ask in issue threads, each from a thread', () => {
  assert.ok(questions.length >= 20);
  for (const {source} of questions) assert.match(source, /https:\/\/github\.com\//);
  assert.deepEqual(wrongFirstResults(questions), []);
});

test('search finds the guide for each topic word', () => {
  assert.deepEqual(wrongFirstResults(topics), []);
});
