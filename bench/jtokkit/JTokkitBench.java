// One measurement of JTokkit per JVM, started by bench/jtokkit.ts (`npm run bench:java`), which
// runs each mode in fresh JVMs, takes medians and writes bench/jtokkit-results.md.
// Java 8 source; needs only the JTokkit jar on the class path. Each result is one JSON object
// per line on stdout.
//
// Modes:
//   info                               the JVM: version, vendor, processors, heap, collectors
//   registry default|lazy              time to create the registry, then to get o200k_base from it
//                                      and count the tokens of a short text for the first time
//   first <encoding> <text file>       on a new lazy registry: the first and the second
//                                      getEncoding, the first countTokens of about 1,000 characters,
//                                      and one call after 1,000 calls
//   memory <encoding>|default          heap retained by one encoding (or a default registry),
//                                      and bytes allocated while loading it (see memory())
//   throughput <encoding> <text file> <piece sizes> <methods> <threads> <warm-up ms> <run ms> <runs>
//                                      the text cut into pieces of about n characters, one call per
//                                      piece, on 1..n threads sharing one Encoding; one line per
//                                      timed run, with wall-clock and CPU time and bytes allocated
//   threshold <encoding> <sizes> <thresholds> <run ms> <runs>
//                                      countTokens of one piece of n random letters with
//                                      VERY_LARGE_TOKENIZER_BYTE_THRESHOLD set to each value
import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingRegistry;
import com.knuddels.jtokkit.api.EncodingType;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public final class JTokkitBench {
    /** Keeps what a measurement loaded reachable until the heap has been measured. */
    private static volatile Object held;
    /** Results of timed calls, so that the JIT cannot drop the calls. */
    private static volatile long sink;
    private static volatile boolean stop;

    private static final String SHORT_TEXT = "How many tokens does this sentence have?";

    private JTokkitBench() {
    }

    public static void main(String[] args) throws Exception {
        switch (args[0]) {
            case "info":
                info();
                break;
            case "registry":
                registry(args[1]);
                break;
            case "first":
                first(type(args[1]), args[2]);
                break;
            case "memory":
                memory(args[1]);
                break;
            case "throughput":
                throughput(type(args[1]), args[2], ints(args[3]), args[4].split(","), ints(args[5]),
                        Long.parseLong(args[6]), Long.parseLong(args[7]), Integer.parseInt(args[8]));
                break;
            case "threshold":
                threshold(type(args[1]), ints(args[2]), args[3].split(","), Long.parseLong(args[4]), Integer.parseInt(args[5]));
                break;
            default:
                throw new IllegalArgumentException("unknown mode " + args[0]);
        }
    }

    private static void info() {
        Runtime runtime = Runtime.getRuntime();
        List<String> collectors = new ArrayList<>();
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            collectors.add(gc.getName());
        }
        emit(json("mode", "info",
                "javaVersion", System.getProperty("java.version"),
                "javaVendor", System.getProperty("java.vendor"),
                "vmName", System.getProperty("java.vm.name"),
                "availableProcessors", runtime.availableProcessors(),
                "maxHeapMB", runtime.maxMemory() / (1024.0 * 1024.0),
                "garbageCollectors", String.join(", ", collectors),
                "o200kBasePresent", EncodingType.fromName("o200k_base").isPresent()));
    }

    private static void registry(String kind) {
        long c0 = cpu();
        long t0 = System.nanoTime();
        EncodingRegistry registry = "default".equals(kind)
                ? Encodings.newDefaultEncodingRegistry()
                : Encodings.newLazyEncodingRegistry();
        long t1 = System.nanoTime();
        long c1 = cpu();
        Encoding encoding = registry.getEncoding(EncodingType.O200K_BASE);
        long t2 = System.nanoTime();
        sink = encoding.countTokens(SHORT_TEXT);
        long t3 = System.nanoTime();
        emit(json("mode", "registry", "kind", kind,
                "createMs", ms(t1 - t0),
                "createCpuMs", ms(c1 - c0),
                "getO200kMs", ms(t2 - t1),
                "firstCountMs", ms(t3 - t2)));
    }

    private static void first(EncodingType type, String textFile) throws IOException {
        String sample = pieces(read(textFile), 1000).get(0);
        EncodingRegistry registry = Encodings.newLazyEncodingRegistry();
        long t1 = System.nanoTime();
        long c1 = cpu();
        Encoding encoding = registry.getEncoding(type);
        long c2 = cpu();
        long t2 = System.nanoTime();
        Encoding again = registry.getEncoding(type);
        long t3 = System.nanoTime();
        sink = encoding.countTokens(sample);
        long t4 = System.nanoTime();
        for (int i = 0; i < 1000; i++) {
            sink += again.countTokens(sample);
        }
        long t5 = System.nanoTime();
        sink += encoding.countTokens(sample);
        long t6 = System.nanoTime();
        emit(json("mode", "first", "encoding", type.getName(),
                "firstGetMs", ms(t2 - t1),
                "firstGetCpuMs", ms(c2 - c1),
                "secondGetUs", us(t3 - t2),
                "firstCountUs", us(t4 - t3),
                "countAfter1000Us", us(t6 - t5)));
    }

    /**
     * Heap retained by one encoding: the used heap after full collections, before and after the
     * encoding is loaded and held. The runner starts this mode with -XX:+UseSerialGC, whose
     * System.gc() is a full, compacting collection, so that "used" counts only live objects.
     * Also the bytes this thread allocated while loading (HotSpot's per-thread counter), which
     * is the garbage a load leaves for the collector.
     */
    private static void memory(String what) {
        boolean wholeRegistry = "default".equals(what);
        EncodingType type = wholeRegistry ? null : type(what);
        // Load the registry classes first, so that only the vocabulary is measured.
        EncodingRegistry lazy = Encodings.newLazyEncodingRegistry();
        held = lazy;
        long before = settledUsedHeap();
        long allocatedBefore = allocatedBytes();
        long c0 = cpu();
        Object loaded = wholeRegistry ? Encodings.newDefaultEncodingRegistry() : lazy.getEncoding(type);
        long c1 = cpu();
        long allocatedAfter = allocatedBytes();
        held = new Object[] {lazy, loaded};
        long after = settledUsedHeap();
        emit(json("mode", "memory", "what", what,
                "retainedMB", (after - before) / (1024.0 * 1024.0),
                "allocatedMB", allocatedBefore < 0 ? -1 : (allocatedAfter - allocatedBefore) / (1024.0 * 1024.0),
                "loadCpuMs", ms(c1 - c0)));
    }

    private static long settledUsedHeap() {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        long previous = Long.MAX_VALUE;
        for (int i = 0; i < 10; i++) {
            System.gc();
            long used = memory.getHeapMemoryUsage().getUsed();
            if (Math.abs(previous - used) < 64 * 1024) {
                return Math.min(previous, used);
            }
            previous = used;
        }
        return previous;
    }

    private static long allocatedBytes() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        if (threads instanceof com.sun.management.ThreadMXBean) {
            com.sun.management.ThreadMXBean hotspot = (com.sun.management.ThreadMXBean) threads;
            if (hotspot.isThreadAllocatedMemorySupported() && hotspot.isThreadAllocatedMemoryEnabled()) {
                return hotspot.getThreadAllocatedBytes(Thread.currentThread().getId());
            }
        }
        return -1;
    }

    private static void throughput(EncodingType type, String textFile, int[] pieceSizes, String[] methods, int[] threadCounts,
                                   long warmUpMs, long runMs, int runs) throws Exception {
        String text = read(textFile);
        Encoding encoding = Encodings.newLazyEncodingRegistry().getEncoding(type);
        int maxThreads = 1;
        for (int n : threadCounts) {
            maxThreads = Math.max(maxThreads, n);
        }
        ExecutorService pool = Executors.newFixedThreadPool(maxThreads);
        try {
            for (int pieceChars : pieceSizes) {
                throughput(pool, encoding, text, textFile, pieceChars, methods, threadCounts, warmUpMs, runMs, runs);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static void throughput(ExecutorService pool, Encoding encoding, String text, String textFile, int pieceChars,
                                   String[] methods, int[] threadCounts, long warmUpMs, long runMs, int runs) throws Exception {
        EncodingType type = type(encoding.getName());
        String file = Paths.get(textFile).getFileName().toString();
        List<String> pieces = pieces(text, pieceChars);
        int[] bytes = new int[pieces.size()];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = pieces.get(i).getBytes(StandardCharsets.UTF_8).length;
        }
        emit(json("mode", "text", "encoding", type.getName(), "file", file,
                "chars", text.length(),
                "bytes", text.getBytes(StandardCharsets.UTF_8).length,
                "tokens", encoding.countTokens(text),
                "pieceChars", pieceChars));
        // Warm-up, not reported: each method on one thread until it has had warmUpMs of CPU time
        // (wall-clock time would be shorter on a busy machine), then each configuration once.
        for (String method : methods) {
            long cpuNanos = 0;
            while (cpuNanos < warmUpMs * 1_000_000L) {
                cpuNanos += measure(pool, encoding, method, pieces, bytes, 1, 200)[3];
            }
            for (int threads : threadCounts) {
                measure(pool, encoding, method, pieces, bytes, threads, 200);
            }
        }
        // Timed runs, interleaved, so that a change in the machine's load affects all alike.
        for (int run = 0; run < runs; run++) {
            for (String method : methods) {
                for (int threads : threadCounts) {
                    long[] result = measure(pool, encoding, method, pieces, bytes, threads, runMs);
                    double seconds = result[5] / 1e9;
                    double cpuSeconds = result[3] / 1e9;
                    emit(json("mode", "throughput", "encoding", type.getName(), "file", file,
                            "pieceChars", pieceChars, "method", method, "threads", threads, "run", run,
                            "tokensPerSecond", result[1] / seconds,
                            "megabytesPerSecond", result[0] / seconds / 1e6,
                            "microsecondsPerCall", seconds * 1e6 * threads / result[2],
                            "tokensPerCpuSecond", result[1] / cpuSeconds,
                            "megabytesPerCpuSecond", result[0] / cpuSeconds / 1e6,
                            "cpuMicrosecondsPerCall", cpuSeconds * 1e6 / result[2],
                            "allocatedBytesPerCall", result[4] < 0 ? -1 : (double) result[4] / result[2],
                            "cpuShare", cpuSeconds / (seconds * threads)));
                }
            }
        }
    }

    /**
     * Runs `threads` threads over the pieces for about `ms`; returns {bytes, tokens, calls, CPU
     * nanoseconds of the threads, bytes they allocated (-1 if the JVM cannot tell), wall-clock
     * nanoseconds}.
     */
    private static long[] measure(ExecutorService pool, final Encoding encoding, final String method, final List<String> pieces,
                                  final int[] bytes, int threads, long ms) throws Exception {
        final int kind = Arrays.asList("countTokens", "encode", "encodeOrdinary").indexOf(method);
        if (kind < 0) {
            throw new IllegalArgumentException("unknown method " + method);
        }
        stop = false;
        final CountDownLatch ready = new CountDownLatch(threads);
        final CountDownLatch go = new CountDownLatch(1);
        List<Future<long[]>> futures = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            final int start = t * pieces.size() / threads;
            futures.add(pool.submit(new Callable<long[]>() {
                @Override
                public long[] call() throws Exception {
                    ready.countDown();
                    go.await();
                    long cpuStart = cpu();
                    long allocatedStart = allocatedBytes();
                    long byteCount = 0;
                    long tokenCount = 0;
                    long calls = 0;
                    int i = start;
                    while (!stop) {
                        String piece = pieces.get(i);
                        switch (kind) {
                            case 0:
                                tokenCount += encoding.countTokens(piece);
                                break;
                            case 1:
                                tokenCount += encoding.encode(piece).size();
                                break;
                            default:
                                tokenCount += encoding.encodeOrdinary(piece).size();
                                break;
                        }
                        byteCount += bytes[i];
                        calls++;
                        i = i + 1 == pieces.size() ? 0 : i + 1;
                    }
                    long cpuNanos = cpu() - cpuStart;
                    long allocated = allocatedStart < 0 ? -1 : allocatedBytes() - allocatedStart;
                    return new long[] {byteCount, tokenCount, calls, cpuNanos, allocated};
                }
            }));
        }
        ready.await();
        long t0 = System.nanoTime();
        go.countDown();
        Thread.sleep(ms);
        stop = true;
        long[] total = new long[6];
        for (Future<long[]> future : futures) {
            long[] part = future.get();
            for (int k = 0; k < 4; k++) {
                total[k] += part[k];
            }
            total[4] = part[4] < 0 || total[4] < 0 ? -1 : total[4] + part[4];
        }
        total[5] = System.nanoTime() - t0;
        sink += total[1];
        return total;
    }

    private static void threshold(EncodingType type, int[] sizes, String[] thresholds, long runMs, int runs) throws Exception {
        Random random = new Random(42);
        List<String> pieces = new ArrayList<>();
        for (int size : sizes) {
            StringBuilder letters = new StringBuilder(size);
            for (int i = 0; i < size; i++) {
                letters.append((char) ('a' + random.nextInt(26)));
            }
            pieces.add(letters.toString());
        }
        Map<String, Encoding> encodings = new LinkedHashMap<>();
        for (String threshold : thresholds) {
            if ("default".equals(threshold)) {
                System.clearProperty(Encoding.VERY_LARGE_TOKENIZER_BYTE_THRESHOLD_KEY);
            } else {
                System.setProperty(Encoding.VERY_LARGE_TOKENIZER_BYTE_THRESHOLD_KEY, threshold);
            }
            // The property is read when an encoding is created: a new registry for each value.
            encodings.put(threshold, Encodings.newLazyEncodingRegistry().getEncoding(type));
        }
        System.clearProperty(Encoding.VERY_LARGE_TOKENIZER_BYTE_THRESHOLD_KEY);
        int[] tokens = new int[sizes.length];
        for (int s = 0; s < sizes.length; s++) {
            tokens[s] = -1;
            for (Encoding encoding : encodings.values()) {
                int count = encoding.countTokens(pieces.get(s));
                if (tokens[s] >= 0 && count != tokens[s]) {
                    throw new IllegalStateException("different counts for the same text: " + tokens[s] + " and " + count);
                }
                tokens[s] = count;
                timedCalls(encoding, pieces.get(s), 2 * runMs); // warm-up
            }
        }
        for (int run = 0; run < runs; run++) {
            for (int s = 0; s < sizes.length; s++) {
                for (Map.Entry<String, Encoding> entry : encodings.entrySet()) {
                    long[] result = timedCalls(entry.getValue(), pieces.get(s), runMs);
                    emit(json("mode", "threshold", "encoding", type.getName(), "threshold", entry.getKey(),
                            "pieceBytes", sizes[s], "tokens", tokens[s], "run", run,
                            "cpuMicrosecondsPerCall", result[2] / 1e3 / result[0]));
                }
            }
        }
    }

    /** Calls countTokens for about `ms` (at least once); returns {calls, nanos, CPU nanos}. */
    private static long[] timedCalls(Encoding encoding, String piece, long ms) {
        long c0 = cpu();
        long t0 = System.nanoTime();
        long deadline = t0 + ms * 1_000_000L;
        long calls = 0;
        long now;
        do {
            sink += encoding.countTokens(piece);
            calls++;
            now = System.nanoTime();
        } while (now < deadline);
        return new long[] {calls, now - t0, cpu() - c0};
    }

    /**
     * The text cut into pieces of at least `size` characters: each piece ends at the first space,
     * line break or ideographic full stop (。) at or after `size` characters, so no word is cut.
     */
    static List<String> pieces(String text, int size) {
        List<String> pieces = new ArrayList<>();
        int start = 0;
        while (start < text.length()) {
            int end = Math.min(text.length(), start + size);
            while (end < text.length() && " \n\t\u3002".indexOf(text.charAt(end - 1)) < 0) {
                end++;
            }
            pieces.add(text.substring(start, end));
            start = end;
        }
        return pieces;
    }

    /** CPU time of the current thread: unlike wall-clock time, it does not grow while other processes run. */
    private static long cpu() {
        return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    private static EncodingType type(String name) {
        return EncodingType.fromName(name).orElseThrow(() -> new IllegalArgumentException("unknown encoding " + name));
    }

    private static int[] ints(String list) {
        String[] parts = list.split(",");
        int[] values = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            values[i] = Integer.parseInt(parts[i]);
        }
        return values;
    }

    private static String read(String file) throws IOException {
        return new String(Files.readAllBytes(Paths.get(file)), StandardCharsets.UTF_8);
    }

    private static double ms(long nanos) {
        return nanos / 1e6;
    }

    private static double us(long nanos) {
        return nanos / 1e3;
    }

    private static void emit(String line) {
        System.out.println(line);
    }

    /** A JSON object from alternating keys and values (strings, numbers, booleans). */
    private static String json(Object... keysAndValues) {
        StringBuilder out = new StringBuilder("{");
        for (int i = 0; i < keysAndValues.length; i += 2) {
            if (i > 0) {
                out.append(',');
            }
            out.append(quote(String.valueOf(keysAndValues[i]))).append(':');
            Object value = keysAndValues[i + 1];
            if (value instanceof Double || value instanceof Float) {
                out.append(String.format(Locale.ROOT, "%.4f", ((Number) value).doubleValue()));
            } else if (value instanceof Number || value instanceof Boolean) {
                out.append(value);
            } else {
                out.append(quote(String.valueOf(value)));
            }
        }
        return out.append('}').toString();
    }

    private static String quote(String s) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }
}
