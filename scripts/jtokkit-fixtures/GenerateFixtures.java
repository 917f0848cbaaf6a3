// Records what JTokkit itself returns for each corpus string (one base64 UTF-8 string per line on
// stdin) as JSON on stdout. Run by generate.sh against a JTokkit jar; the jar is not in the repository.
import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.*;
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;

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

    public static void main(String[] args) throws IOException {
        EncodingRegistry registry = Encodings.newDefaultEncodingRegistry();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        List<String> texts = new ArrayList<>();
        for (String line; (line = in.readLine()) != null; ) {
            texts.add(new String(Base64.getDecoder().decode(line), StandardCharsets.UTF_8));
        }
        // Compact on purpose: the file is committed. o = encodeOrdinary, x = encode's exception
        // message (absent when encode returns the same as encodeOrdinary), t = [max, tokens,
        // isTruncated, lastProcessedCharacterIndex] of encodeOrdinary(text, max).
        int[] maxes = {1, 3, 5};
        StringBuilder out = new StringBuilder("[\n");
        for (int t = 0; t < texts.size(); t++) {
            String text = texts.get(t);
            out.append("{\"text\":").append(json(text));
            for (EncodingType type : EncodingType.values()) {
                Encoding enc = registry.getEncoding(type);
                IntArrayList ordinary = enc.encodeOrdinary(text);
                if (enc.countTokensOrdinary(text) != ordinary.size()) throw new IllegalStateException("count");
                out.append(",").append(json(type.getName())).append(":{\"o\":").append(ordinary.toString().replace(" ", ""));
                try {
                    if (!enc.encode(text).equals(ordinary)) throw new IllegalStateException("encode");
                } catch (UnsupportedOperationException ex) {
                    out.append(",\"x\":").append(json(ex.getMessage()));
                }
                out.append(",\"t\":[");
                for (int m = 0; m < maxes.length; m++) {
                    EncodingResult r = enc.encodeOrdinary(text, maxes[m]);
                    out.append(m > 0 ? "," : "").append('[').append(maxes[m]).append(',')
                        .append(r.getTokens().toString().replace(" ", "")).append(',')
                        .append(r.isTruncated()).append(',').append(r.getLastProcessedCharacterIndex()).append(']');
                }
                out.append("]}");
            }
            out.append("}").append(t + 1 < texts.size() ? ",\n" : "\n");
        }
        System.out.print(out.append("]\n"));
    }
}
