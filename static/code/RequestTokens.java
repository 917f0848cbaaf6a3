import com.knuddels.jtokkit.api.Encoding;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The prompt tokens of a whole Chat Completions request body, part by part. Each part says what
 * it rests on: OpenAI's published chat rule, or an estimate. A malformed body does not make it
 * throw: what it cannot read is a problem, left out of the total. (The encoding can throw on a
 * text: with -ea, cl100k_base throws AssertionError for an unpaired surrogate.)
 */
public final class RequestTokens {
    /** What a part of the count rests on; only the chat rule is published by OpenAI. */
    public enum Basis {
        CHAT_RULE("chat-rule", true, "OpenAI's chat rule (cookbook, How to count tokens with tiktoken, at commit"
                + " c81359c), published for gpt-3.5-turbo, gpt-4, gpt-4o and gpt-4o-mini; for gpt-3.5-turbo-0301"
                + " its older rule, 4 per message and a name in place of the role (the same notebook at commit"
                + " 06d9feb)"),
        CONTENT_PARTS("content-parts", false, "the chat rule with each text part counted as text:"
                + " how the service joins parts is not published"),
        TOOL_DEFINITIONS("tool-definitions", false, "the definitions written as TypeScript types in a namespace"
                + " functions, plus 9, less 4 with a system message, whose first one gains a newline"
                + " (openai-chat-tokens at commit b8e3b11, fitted to requests to gpt-3.5-turbo in 2023)"),
        FUNCTION_CALL("function-call", false, "the call's name and arguments plus 3 (openai-chat-tokens at commit b8e3b11)"),
        FUNCTION_RESULT("function-result", false, "the chat rule less 2 (openai-chat-tokens at commit b8e3b11)"),
        TOOL_CALL("tool-call", false, "each call counted like a function_call (name, arguments, plus 3);"
                + " one public record only"),
        TOOL_RESULT("tool-result", false, "the chat rule, as for any message; the tool_call_id is not counted;"
                + " one public record only"),
        TOOL_CHOICE("tool-choice", false, "\"auto\" 0, \"none\" 1, a function named in function_call its name"
                + " plus 4 (openai-chat-tokens at commit b8e3b11), in tool_choice its name plus 7"
                + " (openai-messages-token-helper at commit b60075e)"),
        IMAGE("image", false, "not counted by this class: count it with the images recipe");

        public final String id;
        public final boolean published;
        public final String rests;

        Basis(String id, boolean published, String rests) {
            this.id = id;
            this.published = published;
            this.rests = rests;
        }

        @Override
        public String toString() {
            return id;
        }
    }

    /** One part of the count; its path is keys and indexes from the body's root. */
    public static final class Part {
        public final List<Object> path;
        public final String label;
        public final Integer tokens; // null: not counted
        public final Basis basis;
        public final boolean published; // false for an estimate, or for the chat rule on another model
        public final String note; // null when there is nothing particular to say

        Part(List<Object> path, String label, Integer tokens, Basis basis, boolean published, String note) {
            this.path = path;
            this.label = label;
            this.tokens = tokens;
            this.basis = basis;
            this.published = published;
            this.note = note;
        }

        @Override
        public String toString() {
            return label + ": " + (tokens == null ? "not counted" : tokens) + " (" + basis
                    + (published ? ", published" : ", estimate") + (note == null ? "" : "; " + note) + ")";
        }
    }

    /** Something the class could not read, and left out of the total. */
    public static final class Problem {
        public final List<Object> path;
        public final String message;

        Problem(List<Object> path, String message) {
            this.path = path;
            this.message = message;
        }

        @Override
        public String toString() {
            StringBuilder text = new StringBuilder("$");
            for (Object step : path) {
                text.append(step instanceof Integer ? "[" + step + "]" : "." + step);
            }
            return "problem at " + text + ": " + message;
        }
    }

    /** The parts, what could not be read, and the model the request names. */
    public static final class Count {
        public final int total; // the parts with tokens
        public final List<Part> parts;
        public final List<Problem> problems;
        public final String model; // null when the request names none
        public final boolean modelHasPublishedRule;

        Count(List<Part> parts, List<Problem> problems, String model, boolean modelHasPublishedRule) {
            int sum = 0;
            for (Part part : parts) {
                sum += part.tokens == null ? 0 : part.tokens;
            }
            this.total = sum;
            this.parts = Collections.unmodifiableList(parts);
            this.problems = Collections.unmodifiableList(problems);
            this.model = model;
            this.modelHasPublishedRule = modelHasPublishedRule;
        }

        @Override
        public String toString() {
            StringBuilder text = new StringBuilder("total: " + total);
            for (Object line : parts) {
                text.append('\n').append(line);
            }
            for (Object line : problems) {
                text.append('\n').append(line);
            }
            return text.toString();
        }
    }

    /** The models the cookbook's chat rule names, undated or as snapshots. */
    private static final Pattern PUBLISHED_CHAT_MODEL =
            Pattern.compile("^(gpt-3\\.5-turbo(-16k)?|gpt-4|gpt-4-32k|gpt-4o|gpt-4o-mini)(-\\d{4}(-\\d\\d-\\d\\d)?)?$");
    private static final Pattern LEGACY_CHAT_MODEL = Pattern.compile("^gpt-3\\.5-turbo-0301$");
    /** A schema nested deeper than this is not written out; real tools stay far below it. */
    private static final int MAX_SCHEMA_DEPTH = 32;

    private final Encoding encoding;
    private final List<Part> parts = new ArrayList<>();
    private final List<Problem> problems = new ArrayList<>();
    // The chat rule of the request's model.
    private boolean published;
    private int perMessage = 3;
    private int perName = 1;

    private RequestTokens(Encoding encoding) {
        this.encoding = encoding;
    }

    /** The tokens of a request body as a JSON library reads it: Map, List, String, Number, Boolean, null. */
    public static Count count(Map<String, Object> body, Encoding encoding) {
        return new RequestTokens(encoding).countBody(body);
    }

    private Count countBody(Map<String, Object> body) {
        if (body == null) {
            problem(path(), "a request body is a JSON object {\u2026}, not null");
            return new Count(parts, problems, null, false);
        }
        String model = readModel(body);
        boolean legacy = model != null && LEGACY_CHAT_MODEL.matcher(model).matches();
        published = legacy || model != null && PUBLISHED_CHAT_MODEL.matcher(model).matches();
        if (legacy) {
            perMessage = 4;
            perName = -1; // in 0301 the name replaces the role
        }
        List<Definition> functions = readFunctions(body);
        List<Object> messages = readMessages(body);
        int padding = addMessages(messages, !functions.isEmpty());
        if (!functions.isEmpty()) {
            addToolDefinitions(body, functions, messages, padding);
        }
        addToolChoice(body);
        parts.add(new Part(path(), "Reply priming", 3, Basis.CHAT_RULE, published, null));
        return new Count(parts, problems, model, published);
    }

    /** The request's model, or null when it names none. */
    private String readModel(Map<String, Object> body) {
        if (body.get("model") instanceof String) {
            return (String) body.get("model");
        }
        if (body.containsKey("model")) {
            problem(path("model"), "model must be a string, not " + kindPhrase(body.get("model")));
        }
        return null;
    }

    /** The request's messages, or none when it has no array of them. */
    private List<Object> readMessages(Map<String, Object> body) {
        List<Object> messages = list(body.get("messages"));
        if (messages != null) {
            return messages;
        }
        if (body.containsKey("messages")) {
            problem(path("messages"), "messages must be an array, not " + kindPhrase(body.get("messages")));
        } else {
            problem(path(), "the request has no \"messages\"");
        }
        return Collections.emptyList();
    }

    /**
     * Adds each message with its images, function call and tool calls. Returns the tokens that the
     * newline after the first system message adds when the request has tools: they belong to the tools.
     */
    private int addMessages(List<Object> messages, boolean hasFunctions) {
        Integer padding = null;
        for (int i = 0; i < messages.size(); i++) {
            Map<String, Object> message = object(messages.get(i));
            if (message == null || !(message.get("role") instanceof String) || "".equals(message.get("role"))) {
                problem(path("messages", i), "not counted: a message is an object with a \"role\" string, not "
                        + (message == null ? kindPhrase(messages.get(i))
                                : "".equals(message.get("role")) ? "an object whose role is empty"
                                : "an object without one"));
                continue;
            }
            addMessage(message, i);
            Object content = message.get("content");
            if (hasFunctions && padding == null && "system".equals(message.get("role")) && content instanceof String) {
                padding = count(content + "\n") - count((String) content);
            }
        }
        return padding == null ? 0 : padding;
    }

    /** A message: its role, content and name under the chat rule, then its images, function call and tool calls. */
    private void addMessage(Map<String, Object> message, int i) {
        List<Object> path = path("messages", i);
        String role = (String) message.get("role");
        String name = "Message " + (i + 1);
        List<Part> images = new ArrayList<>();
        int tokens = perMessage + count(role) + contentTokens(message.get("content"), path, name, images);
        if (message.get("name") instanceof String && !((String) message.get("name")).isEmpty()) {
            tokens += count((String) message.get("name")) + perName;
        }
        if (role.equals("function")) {
            tokens -= 2;
        }
        Basis basis = messageBasis(role, message.get("content"));
        parts.add(new Part(path, name + " (" + role + ")", tokens, basis, basis == Basis.CHAT_RULE && published, null));
        parts.addAll(images);
        addFunctionCall(message.get("function_call"), path, name);
        addToolCalls(message.get("tool_calls"), path, name);
    }

    private static Basis messageBasis(String role, Object content) {
        if (role.equals("function")) {
            return Basis.FUNCTION_RESULT;
        }
        if (role.equals("tool")) {
            return Basis.TOOL_RESULT;
        }
        return content instanceof List ? Basis.CONTENT_PARTS : Basis.CHAT_RULE;
    }

    /** The tokens of a message's text content; its images go to images, without tokens. */
    private int contentTokens(Object content, List<Object> path, String messageName, List<Part> images) {
        if (content instanceof String) {
            return count((String) content);
        }
        if (content == null) {
            return 0;
        }
        List<Object> contentParts = list(content);
        if (contentParts == null) {
            problem(append(path, "content"), "not counted: content is " + kindPhrase(content));
            return 0;
        }
        int tokens = 0;
        for (int k = 0; k < contentParts.size(); k++) {
            Map<String, Object> part = object(contentParts.get(k));
            Object type = part == null ? null : part.get("type");
            if ("text".equals(type) && part.get("text") instanceof String) {
                tokens += count((String) part.get("text"));
            } else if ("image_url".equals(type)) {
                // Its tokens depend on its size in pixels and the model, not on text.
                images.add(new Part(append(path, "content", k), messageName + ", image", null, Basis.IMAGE, false,
                        "count it with the images recipe"));
            } else {
                problem(append(path, "content", k), "not counted: a content part of type "
                        + (part != null ? json(type) : kindPhrase(contentParts.get(k))));
            }
        }
        return tokens;
    }

    /** The older function_call of an assistant message: its name and arguments plus 3. */
    private void addFunctionCall(Object call, List<Object> messagePath, String messageName) {
        if (object(call) != null) {
            parts.add(new Part(append(messagePath, "function_call"), messageName + ", function call",
                    nameAndArgumentsTokens(object(call)) + 3, Basis.FUNCTION_CALL, false, null));
        } else if (call != null) {
            problem(append(messagePath, "function_call"), "not counted: function_call is " + kindPhrase(call));
        }
    }

    /** Each of the tool_calls of an assistant message, counted like a function call. */
    private void addToolCalls(Object calls, List<Object> messagePath, String messageName) {
        if (calls == null) {
            return;
        }
        if (list(calls) == null) {
            problem(append(messagePath, "tool_calls"), "not counted: tool_calls is " + kindPhrase(calls));
            return;
        }
        for (int k = 0; k < list(calls).size(); k++) {
            Map<String, Object> entry = object(list(calls).get(k));
            Map<String, Object> f = entry == null ? null : object(entry.get("function"));
            if (f == null) {
                problem(append(messagePath, "tool_calls", k), "not counted: a tool call has a \"function\" object");
                continue;
            }
            Object name = f.get("name") instanceof String ? f.get("name") : k + 1;
            parts.add(new Part(append(messagePath, "tool_calls", k), messageName + ", tool call " + name,
                    nameAndArgumentsTokens(f) + 3, Basis.TOOL_CALL, false, null));
        }
    }

    /** The tools or functions: the namespace text plus 9, less 4 with a system message, plus the newline. */
    private void addToolDefinitions(Map<String, Object> body, List<Definition> functions, List<Object> messages,
            int padding) {
        int definitions = count(functionsNamespace(functions));
        boolean hasSystem = false;
        for (Object message : messages) {
            hasSystem |= object(message) != null && "system".equals(object(message).get("role"));
        }
        parts.add(new Part(path(body.containsKey("tools") ? "tools" : "functions"),
                "Tool definitions (" + functions.size() + (functions.size() == 1 ? " function)" : " functions)"),
                definitions + 9 - (hasSystem ? 4 : 0) + padding, Basis.TOOL_DEFINITIONS, false, null));
    }

    /** A function definition from tools[i].function or functions[i], with where it is. */
    private static final class Definition {
        final Map<String, Object> function;
        final List<Object> path;

        Definition(Map<String, Object> function, List<Object> path) {
            this.function = function;
            this.path = path;
        }
    }

    private List<Definition> readFunctions(Map<String, Object> body) {
        List<Definition> found = new ArrayList<>();
        for (String key : Arrays.asList("tools", "functions")) {
            if (!body.containsKey(key)) {
                continue;
            }
            List<Object> items = list(body.get(key));
            if (items == null) {
                problem(path(key), key + " must be an array, not " + kindPhrase(body.get(key)));
                continue;
            }
            for (int i = 0; i < items.size(); i++) {
                Object f = items.get(i);
                List<Object> path = path(key, i);
                if (key.equals("tools")) {
                    Map<String, Object> tool = object(f);
                    if (tool == null || !"function".equals(tool.get("type")) || object(tool.get("function")) == null) {
                        problem(path, "not counted: " + (tool != null ? "a tool of type " + json(tool.get("type"))
                                : kindPhrase(f)) + "; only {\"type\": \"function\", \"function\": {\u2026}} is");
                        continue;
                    }
                    f = tool.get("function");
                    path = path(key, i, "function");
                }
                Map<String, Object> function = object(f);
                if (function == null || !(function.get("name") instanceof String)
                        || ((String) function.get("name")).isEmpty()) {
                    problem(path, "not counted: a function needs a \"name\" string");
                    continue;
                }
                found.add(new Definition(function, path));
            }
        }
        return found;
    }

    /**
     * The definitions as the service is understood to show them to the model: TypeScript types in
     * a namespace functions (openai-chat-tokens, src/functions.ts at commit b8e3b11). Where that
     * code writes undefined (a type it does not know), this writes any. Properties come in the
     * map's order, so read the body with a JSON library that keeps the order of the text.
     */
    private String functionsNamespace(List<Definition> functions) {
        List<String> lines = new ArrayList<>(Arrays.asList("namespace functions {", ""));
        for (Definition definition : functions) {
            Map<String, Object> f = definition.function;
            if (f.get("description") instanceof String && !((String) f.get("description")).isEmpty()) {
                lines.add("// " + f.get("description"));
            }
            Map<String, Object> parameters = objectOrEmpty(f.get("parameters"));
            if (!objectOrEmpty(parameters.get("properties")).isEmpty()) {
                lines.add("type " + f.get("name") + " = (_: {");
                lines.add(objectProperties(parameters, 0, 0, append(definition.path, "parameters")));
                lines.add("}) => any;");
            } else {
                lines.add("type " + f.get("name") + " = () => any;");
            }
            lines.add("");
        }
        lines.add("} // namespace functions");
        return String.join("\n", lines);
    }

    private String objectProperties(Map<String, Object> schema, int indent, int depth, List<Object> path) {
        List<Object> required = list(schema.get("required")) != null ? list(schema.get("required"))
                : Collections.emptyList();
        String spaces = String.join("", Collections.nCopies(indent, " "));
        List<String> lines = new ArrayList<>();
        for (Map.Entry<String, Object> property : objectOrEmpty(schema.get("properties")).entrySet()) {
            String name = property.getKey();
            Map<String, Object> p = objectOrEmpty(property.getValue());
            if (p.get("description") instanceof String && !((String) p.get("description")).isEmpty() && indent < 2) {
                lines.add(spaces + "// " + p.get("description"));
            }
            String type = typeOf(p, indent, depth + 1, append(path, "properties", name));
            lines.add(spaces + name + (required.contains(name) ? "" : "?") + ": " + type + ",");
        }
        return String.join("\n", lines);
    }

    private String typeOf(Map<String, Object> schema, int indent, int depth, List<Object> path) {
        if (depth > MAX_SCHEMA_DEPTH) {
            problem(path, "nested more than " + MAX_SCHEMA_DEPTH + " levels deep: written as any");
            return "any";
        }
        List<String> options = new ArrayList<>();
        List<Object> anyOf = list(schema.get("anyOf"));
        if (anyOf != null) {
            for (int i = 0; i < anyOf.size(); i++) {
                options.add(typeOf(objectOrEmpty(anyOf.get(i)), indent, depth + 1, append(path, "anyOf", i)));
            }
            return String.join(" | ", options);
        }
        List<Object> values = list(schema.get("enum"));
        Object type = schema.get("type");
        switch (type instanceof String ? (String) type : "") {
            case "string":
            case "number":
            case "integer":
                if (values == null) {
                    return type.equals("string") ? "string" : "number";
                }
                String quote = type.equals("string") ? "\"" : "";
                for (Object value : values) {
                    options.add(quote + js(value) + quote);
                }
                return String.join(" | ", options);
            case "boolean":
                return "boolean";
            case "null":
                return "null";
            case "object":
                return "{\n" + objectProperties(schema, indent + 2, depth, path) + "\n}";
            case "array":
                Map<String, Object> items = object(schema.get("items"));
                return items != null ? typeOf(items, indent, depth + 1, append(path, "items")) + "[]" : "any[]";
            default:
                return "any";
        }
    }

    /** tool_choice or the older function_call: "auto" 0, "none" 1, a function by name its name plus 7 or 4. */
    private void addToolChoice(Map<String, Object> body) {
        String key = body.containsKey("tool_choice") ? "tool_choice"
                : body.containsKey("function_call") ? "function_call" : null;
        if (key == null) {
            return;
        }
        Object choice = body.get(key);
        Map<String, Object> named = object(choice);
        // function_call {"name"} and tool_choice {"type": "function", "function": {"name"}} were measured apart.
        Map<String, Object> function = named == null ? null : object(named.get("function"));
        Object name = named == null ? null : key.equals("function_call") ? named.get("name")
                : function != null ? function.get("name") : null;
        if ("auto".equals(choice)) {
            parts.add(new Part(path(key), key, 0, Basis.TOOL_CHOICE, false, "\"auto\" adds nothing"));
        } else if ("none".equals(choice)) {
            parts.add(new Part(path(key), key, 1, Basis.TOOL_CHOICE, false, "\"none\""));
        } else if ("required".equals(choice)) {
            parts.add(new Part(path(key), key, 0, Basis.TOOL_CHOICE, false,
                    "\"required\": no public record; counted as nothing, like \"auto\""));
        } else if (name instanceof String) {
            int extra = key.equals("function_call") ? 4 : 7;
            parts.add(new Part(path(key), key, count((String) name) + extra, Basis.TOOL_CHOICE, false,
                    "the function " + name));
        } else {
            problem(path(key), "not counted: " + key + " is " + kindPhrase(choice)
                    + "; expected \"auto\", \"none\" or a function's name");
        }
    }

    private int count(String text) {
        return encoding.countTokensOrdinary(text);
    }

    /** The tokens of a call's name and arguments strings; other values count nothing. */
    private int nameAndArgumentsTokens(Map<String, Object> call) {
        int tokens = 0;
        for (String key : Arrays.asList("name", "arguments")) {
            tokens += call.get(key) instanceof String ? count((String) call.get(key)) : 0;
        }
        return tokens;
    }

    private void problem(List<Object> path, String message) {
        problems.add(new Problem(path, message));
    }

    private static List<Object> path(Object... steps) {
        return Collections.unmodifiableList(Arrays.asList(steps));
    }

    private static List<Object> append(List<Object> path, Object... steps) {
        List<Object> longer = new ArrayList<>(path);
        longer.addAll(Arrays.asList(steps));
        return Collections.unmodifiableList(longer);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> object(Object value) {
        return value instanceof Map ? (Map<String, Object>) value : null;
    }

    private static Map<String, Object> objectOrEmpty(Object value) {
        return value instanceof Map ? object(value) : Collections.<String, Object>emptyMap();
    }

    @SuppressWarnings("unchecked")
    private static List<Object> list(Object value) {
        return value instanceof List ? (List<Object>) value : null;
    }

    /** What a value is, as a phrase for a message: "an array", "number 7". */
    private static String kindPhrase(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof List) {
            return "an array";
        }
        if (value instanceof Map) {
            return "an object";
        }
        if (value instanceof String) {
            return "a string";
        }
        return (value instanceof Boolean ? "boolean " : "number ") + js(value);
    }

    /** A value as JavaScript's String() writes it: Gson reads every number as a double, 1 as 1.0. */
    private static String js(Object value) {
        if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            if (d == (long) d) {
                return String.valueOf((long) d);
            }
        }
        return String.valueOf(value);
    }

    /** A string or a number as JSON.stringify writes it in a message. */
    private static String json(Object value) {
        return value instanceof String
                ? "\"" + ((String) value).replace("\\", "\\\\").replace("\"", "\\\"") + "\""
                : js(value);
    }
}
