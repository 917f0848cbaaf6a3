// Records what JTokkit itself returns for each corpus string (one base64 UTF-8 string per line on
// stdin) as JSON on stdout. Run by generate.sh against a JTokkit jar; the jar is not in the repository.
import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.*;
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.function.IntFunction;

public class GenerateFixtures {
    static String json(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') b.append('\\').append(c);
            else if (c < 0x20 || c > 0x7e) b.append(String.format("\\u%04x", (int) c));
            else b.append(c);
        }
        return b.append('"').toString();
    }

    static String budgets(Set<Integer> maxes, IntArrayList all, IntFunction<EncodingResult> call) {
        StringBuilder b = new StringBuilder("[");
        for (int max : maxes) {
            EncodingResult r = call.apply(max);
            IntArrayList tokens = r.getTokens();
            for (int i = 0; i < tokens.size(); i++) {
                if (i >= all.size() || tokens.get(i) != all.get(i)) throw new IllegalStateException("not a prefix");
            }
            b.append(b.length() > 1 ? "," : "").append('[').append(max).append(',').append(tokens.size()).append(',')
                .append(r.isTruncated()).append(',').append(r.getLastProcessedCharacterIndex()).append(']');
        }
        return b.append(']').toString();
    }

    public static void main(String[] args) throws IOException {
        EncodingRegistry registry = Encodings.newDefaultEncodingRegistry();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        List<String> texts = new ArrayList<>();
        for (String line; (line = in.readLine()) != null; ) {
            texts.add(new String(Base64.getDecoder().decode(line), StandardCharsets.UTF_8));
        }
        // Compact on purpose: the file is committed. o = encodeOrdinary, x = encode's exception
        // message (absent when encode returns the same as encodeOrdinary), b and e = the budgets of
        // encodeOrdinary(text, max) and encode(text, max) (e absent when encode throws), each
        // [max, kept, isTruncated, getLastProcessedCharacterIndex], where getTokens is the first
        // `kept` tokens of o (checked here). countTokens and countTokensOrdinary are checked to be o's size.
        StringBuilder out = new StringBuilder("[\n");
        for (int t = 0; t < texts.size(); t++) {
            String text = texts.get(t);
            out.append("{\"text\":").append(json(text));
            for (EncodingType type : EncodingType.values()) {
                Encoding enc = registry.getEncoding(type);
                IntArrayList ordinary = enc.encodeOrdinary(text);
                if (enc.countTokensOrdinary(text) != ordinary.size()) throw new IllegalStateException("count");
                out.append(",").append(json(type.getName())).append(":{\"o\":").append(ordinary.toString().replace(" ", ""));
                String thrown = null;
                try {
                    if (!enc.encode(text).equals(ordinary)) throw new IllegalStateException("encode");
                    if (enc.countTokens(text) != ordinary.size()) throw new IllegalStateException("countTokens");
                } catch (UnsupportedOperationException ex) {
                    thrown = ex.getMessage();
                    out.append(",\"x\":").append(json(thrown));
                }
                // No budget (-1 and 0 included: cl100k_base keeps a first piece of one token even then),
                // a few, more than the text needs, and Integer.MAX_VALUE, which JTokkit reads as none.
                Set<Integer> maxes = new LinkedHashSet<>(Arrays.asList(-1, 0, 1, 3, 5, ordinary.size() + 1, Integer.MAX_VALUE));
                out.append(",\"b\":").append(budgets(maxes, ordinary, max -> enc.encodeOrdinary(text, max)));
                if (thrown == null) {
                    out.append(",\"e\":").append(budgets(maxes, ordinary, max -> enc.encode(text, max)));
                } else {
                    for (int max : maxes) {
                        try {
                            enc.encode(text, max);
                            throw new IllegalStateException("encode(text, " + max + ") did not throw");
                        } catch (UnsupportedOperationException ex) {
                            if (!ex.getMessage().equals(thrown)) throw new IllegalStateException("message");
                        }
                    }
                }
                out.append("}");
            }
            out.append("}").append(t + 1 < texts.size() ? ",\n" : "\n");
        }
        System.out.print(out.append("]\n"));
    }
}
