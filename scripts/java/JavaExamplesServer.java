import java.io.*;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.util.*;
import javax.tools.ToolProvider;

/**
 * A JVM of the Java examples check (scripts/check-java-examples.ts): it compiles with the JDK's
 * javac in this JVM, and runs the blocks, one request after the other. Starting a javac and a java
 * per block would cost most of the check's time; a JVM that stays up also keeps javac and JTokkit
 * compiled to machine code from one request to the next.
 *
 * Requests come on standard input, one per line, fields separated by tabs, each field in Base64:
 * <ul>
 *   <li>{@code compile <javac argument>...}: runs javac; the exit code and javac's output;
 *   <li>{@code run <class directory> <JTokkit jar> <class>}: runs the class's main method as if it
 *       were a program of its own: its own class loader (fresh static state) over the page's
 *       classes, also as the thread's context class loader, its own standard output and error, an
 *       empty standard input, and the system properties, default locale and time zone it started
 *       with. It fails when it throws, or when a thread it started is still running 30 s after main returned.
 * </ul>
 * Each is answered with one line {@code @@DONE <status> <stdout> <stderr> <threads>}, the last three
 * in Base64; threads names the threads the request left running (daemon threads, or ones that did
 * not end), and then the check starts a new JVM for the next request, so that such a thread cannot
 * reach into another block. Unlike a program of its own, a block sees this server's class path as the
 * system class loader's and in {@code java.class.path}; no block of the docs looks at either.
 * JTokkit is loaded once per jar and shared by the blocks; the classes of the blocks are loaded afresh for each.
 */
public final class JavaExamplesServer {
    private static final Map<String, ClassLoader> JTOKKIT_LOADERS = new HashMap<>();

    public static void main(String[] args) throws Exception {
        PrintStream protocol = System.out;
        BufferedReader requests = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = requests.readLine()) != null; ) {
            String[] fields = line.split("\t", -1);
            for (int i = 0; i < fields.length; i++) {
                fields[i] = new String(Base64.getDecoder().decode(fields[i]), StandardCharsets.UTF_8);
            }
            Set<Thread> before = new HashSet<>(Thread.getAllStackTraces().keySet());
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int status = fields[0].equals("compile")
                    ? ToolProvider.getSystemJavaCompiler().run(null, out, out, Arrays.copyOfRange(fields, 1, fields.length))
                    : run(fields[1], fields[2], fields[3], new PrintStream(out, true, "UTF-8"),
                            new PrintStream(err, true, "UTF-8"), before);
            StringJoiner left = new StringJoiner(", ");
            for (Thread thread : Thread.getAllStackTraces().keySet()) {
                if (!before.contains(thread) && thread.isAlive()) left.add(thread.getName());
            }
            protocol.println("@@DONE\t" + status + "\t" + encode(out.toByteArray()) + "\t" + encode(err.toByteArray())
                    + "\t" + encode(left.toString().getBytes(StandardCharsets.UTF_8)));
            protocol.flush();
        }
        // Threads a block left running would keep the JVM alive after the check.
        System.exit(0);
    }

    private static String encode(byte[] bytes) {
        return Base64.getEncoder().encodeToString(bytes);
    }

    private static int run(String classes, String jar, String className, PrintStream out, PrintStream err,
            Set<Thread> before) throws Exception {
        // The class loader of a JTokkit jar, over the JDK's classes only: the blocks see JTokkit and nothing of this server.
        ClassLoader jtokkit = JTOKKIT_LOADERS.get(jar);
        if (jtokkit == null) {
            jtokkit = new URLClassLoader(new URL[] {new File(jar).toURI().toURL()}, ClassLoader.getPlatformClassLoader());
            JTOKKIT_LOADERS.put(jar, jtokkit);
        }
        PrintStream realOut = System.out;
        PrintStream realErr = System.err;
        InputStream realIn = System.in;
        Properties properties = (Properties) System.getProperties().clone();
        Locale locale = Locale.getDefault();
        TimeZone timeZone = TimeZone.getDefault();
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        int status = 0;
        System.setOut(out);
        System.setErr(err);
        // A block that reads its input gets an empty one, not this server's requests.
        System.setIn(new ByteArrayInputStream(new byte[0]));
        try (URLClassLoader loader = new URLClassLoader(new URL[] {new File(classes).toURI().toURL()}, jtokkit)) {
            Thread.currentThread().setContextClassLoader(loader);
            Class.forName(className, true, loader).getMethod("main", String[].class).invoke(null, (Object) new String[0]);
            // A program ends when its last non-daemon thread does: wait for those it started.
            for (Thread thread : Thread.getAllStackTraces().keySet()) {
                if (before.contains(thread) || thread.isDaemon()) continue;
                thread.join(30_000);
                if (thread.isAlive()) {
                    status = 1;
                    err.println("main returned, but thread \"" + thread.getName()
                            + "\" is still running after 30 s: the program would not end");
                }
            }
        } catch (InvocationTargetException e) {
            status = 1;
            err.print("Exception in thread \"main\" ");
            e.getCause().printStackTrace(err);
        } catch (Throwable e) {
            status = 1;
            e.printStackTrace(err);
        } finally {
            Thread.currentThread().setContextClassLoader(context);
            System.setOut(realOut);
            System.setErr(realErr);
            System.setIn(realIn);
            System.setProperties(properties);
            Locale.setDefault(locale);
            TimeZone.setDefault(timeZone);
        }
        return status;
    }
}
