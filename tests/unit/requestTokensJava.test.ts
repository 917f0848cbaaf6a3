// The request recipe's Java class (static/code/RequestTokens.java, shown on the page) and the
// playground's counter (src/lib/counting/requestTokens.ts) on every public record of
// tests/records/prompt-tokens.json: the same parts, part by part (path, label, tokens, basis,
// published), and the same problems. The one difference the page states: the class lists an image
// without tokens ("count it with the images recipe"), where the playground counts it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {javaValue} from '../../src/components/Playground/text/javaSnippet';
import {chatModelEncoding, ENCODING_TYPE_CONSTANT} from '../../src/lib/counting/models';
import {countRequestTokens, pathText} from '../../src/lib/counting/requestTokens';
import type {EncodingName} from '../../src/lib/counting/jtokkit';
import {FAST_JVM, findJar} from '../../scripts/java-blocks';
import {encodings} from '../support/encodings';

type Record = {id: string; model: string | null; request: unknown};
const records: Record[] = JSON.parse(fs.readFileSync(path.join(__dirname, '../records/prompt-tokens.json'), 'utf8'));
const CLASS_FILE = path.join(__dirname, '../../static/code/RequestTokens.java');

// As the accuracy table counts them: a record without a model was measured with cl100k_base.
const encodingOf = (record: Record): EncodingName => (record.model && chatModelEncoding(record.model)) || 'cl100k_base';

/** One line per part and per problem, as both sides write them; an image's tokens are left out of its line. */
function typeScriptLines(record: Record): string[] {
  const encoding = encodings[encodingOf(record)];
  const count = countRequestTokens(record.request, (text) => encoding.encodeOrdinary(text).length);
  return [
    ...count.parts.map((p) =>
      [pathText(p.path), p.label, p.basis === 'image' ? 'image' : String(p.tokens), p.basis, p.published].join('\t'),
    ),
    ...count.problems.map((p) => ['problem', pathText(p.path), p.message].join('\t')),
    `total\t${count.total - count.parts.reduce((sum, p) => sum + (p.basis === 'image' ? (p.tokens ?? 0) : 0), 0)}`,
  ];
}

/** A Java program that counts every record with RequestTokens and prints the same lines, each record after its id. */
function javaProgram(): string {
  const methods = records.map(
    (record, i) =>
      `    static Map<String, Object> request${i}() {\n        return ${javaValue(record.request, '        ')};\n    }`,
  );
  const calls = records.map(
    (record, i) =>
      `        print(${JSON.stringify(record.id)}, RequestTokens.count(request${i}(), registry.getEncoding(EncodingType.${ENCODING_TYPE_CONSTANT[encodingOf(record)]})));`,
  );
  return `import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.EncodingRegistry;
import com.knuddels.jtokkit.api.EncodingType;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class RecordsCheck {
    public static void main(String[] args) {
        EncodingRegistry registry = Encodings.newLazyEncodingRegistry();
${calls.join('\n')}
    }

    static void print(String id, RequestTokens.Count count) {
        System.out.println("@" + id);
        for (RequestTokens.Part p : count.parts) {
            String tokens = p.basis == RequestTokens.Basis.IMAGE ? (p.tokens == null ? "image" : "counted") : String.valueOf(p.tokens);
            System.out.println(path(p.path) + "\\t" + p.label + "\\t" + tokens + "\\t" + p.basis + "\\t" + p.published);
        }
        for (RequestTokens.Problem p : count.problems) {
            System.out.println("problem\\t" + path(p.path) + "\\t" + p.message);
        }
        System.out.println("total\\t" + count.total);
    }

    /** A path as pathText (requestTokens.ts) writes it: messages[2].tool_calls[0]. */
    static String path(List<Object> path) {
        StringBuilder text = new StringBuilder();
        for (Object step : path) {
            text.append(step instanceof Integer ? "[" + step + "]" : (text.length() == 0 ? "" : ".") + step);
        }
        return text.length() == 0 ? "the body" : text.toString();
    }

    static Map<String, Object> object(Object... keysAndValues) {
        Map<String, Object> object = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            object.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return object;
    }
${methods.join('\n\n')}
}
`;
}

const jar = findJar();
test(
  "RequestTokens.java gives the playground counter's parts and problems on every public record",
  {skip: !jar && 'no JTokkit 1.1.0 jar: set JTOKKIT_JAR or install it in ~/.m2'},
  () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'request-tokens-records-'));
    try {
      fs.copyFileSync(CLASS_FILE, path.join(dir, 'RequestTokens.java'));
      fs.writeFileSync(path.join(dir, 'RecordsCheck.java'), javaProgram());
      const javac = [...FAST_JVM.map((flag) => `-J${flag}`), '-encoding', 'UTF-8', '-cp', jar!];
      execFileSync('javac', [...javac, 'RequestTokens.java', 'RecordsCheck.java'], {cwd: dir});
      const output = execFileSync('java', [...FAST_JVM, '-cp', `${jar}${path.delimiter}.`, 'RecordsCheck'], {
        cwd: dir,
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      });
      const java = new Map(
        output
          .split(/^@/m)
          .filter(Boolean)
          .map((chunk) => {
            const [id = '', ...lines] = chunk.trimEnd().split('\n');
            return [id, lines] as const;
          }),
      );
      assert.equal(java.size, records.length, 'Java counted every record');
      assert.ok(records.length >= 84);
      let parts = 0;
      for (const record of records) {
        const expected = typeScriptLines(record);
        assert.deepEqual(java.get(record.id), expected, record.id);
        parts += expected.filter((line) => !line.startsWith('total') && !line.startsWith('problem')).length;
      }
      assert.ok(parts > records.length * 3, `${parts} parts compared`);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  },
);
