import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TimeZone;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * The Java examples check's one JVM (scripts/check-java-examples.ts): it compiles with the JDK's
 * javac in this JVM, and runs the blocks of a page, one request after the other. Starting a javac
 * and a java per page cost most of the check's time; a JVM that stays up also keeps javac and
 * JTokkit compiled to machine code from one page to the next.
 *
 * Requests come on standard input, one per line, fields separated by tabs, each field in Base64:
 * <ul>
 *   <li>{@code compile <javac argument>...}: answers {@code @@DONE <exit code> <javac's output>};
 *   <li>{@code run <class directory> <JTokkit jar> <class>...}: runs the main method of each class as
 *       if it were a program of its own: its own class loader (fresh static state) over the page's
 *       classes, also as the thread's context class loader, its own standard output and error, and
 *       the system properties, default locale and time zone it started with. Answers one
 *       {@code @@BLOCKRUN <class> <ok|failed> <stdout> <stderr>} line per class, then
 *       {@code @@DONE 0 <threads>}: the names of threads the blocks left running (daemon threads, or
 *       ones that did not end), empty when there are none. The check then starts a new JVM for the
 *       next request, so that such a thread cannot reach into another page's blocks.
 * </ul>
 * Unlike a program of its own, a block sees this server's class path as the system class loader's
 * and in {@code java.class.path}; no block of the docs looks at either.
 * JTokkit is loaded once per jar and shared by the blocks; the classes of the blocks are loaded afresh for each.
 */
public final class JavaExamplesServer {
    private static final Base64.Encoder BASE64 = Base64.getEncoder();
    private static final Map<String, ClassLoader> JTOKKIT_LOADERS = new HashMap<String, ClassLoader>();

    private JavaExamplesServer() {
    }

    public static void main(String[] args) throws Exception {
        PrintStream protocol = System.out;
        BufferedReader requests = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        // Null when this java is a runtime without the jdk.compiler module (a JRE).
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        for (String line = requests.readLine(); line != null; line = requests.readLine()) {
            String[] fields = line.split("\t", -1);
            for (int i = 0; i < fields.length; i++) {
                fields[i] = new String(Base64.getDecoder().decode(fields[i]), StandardCharsets.UTF_8);
            }
            String[] arguments = Arrays.copyOfRange(fields, 1, fields.length);
            if (fields[0].equals("compile") && javac == null) {
                protocol.println("@@DONE\t2\t" + encode("this java has no compiler (jdk.compiler): run the check with a JDK"));
            } else if (fields[0].equals("compile")) {
                ByteArrayOutputStream output = new ByteArrayOutputStream();
                PrintStream stream = new PrintStream(output, true, "UTF-8");
                int status = javac.run(null, stream, stream, arguments);
                stream.flush();
                protocol.println("@@DONE\t" + status + "\t" + BASE64.encodeToString(output.toByteArray()));
            } else if (fields[0].equals("run")) {
                Set<Thread> before = new HashSet<Thread>(Thread.getAllStackTraces().keySet());
                run(protocol, arguments);
                StringBuilder left = new StringBuilder();
                for (Thread thread : Thread.getAllStackTraces().keySet()) {
                    if (!before.contains(thread) && thread.isAlive()) {
                        left.append(left.length() == 0 ? "" : ", ").append(thread.getName());
                    }
                }
                protocol.println("@@DONE\t0\t" + encode(left.toString()));
            } else {
                protocol.println("@@DONE\t2\t" + encode("unknown request: " + fields[0]));
            }
            protocol.flush();
        }
        // Threads a block left running would keep the JVM alive after the check.
        System.exit(0);
    }

    private static String encode(String text) {
        return BASE64.encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    /** The class loader of a JTokkit jar, over the JDK's classes only: the blocks see JTokkit and nothing of this server. */
    private static ClassLoader jtokkit(String jar) throws Exception {
        ClassLoader loader = JTOKKIT_LOADERS.get(jar);
        if (loader == null) {
            loader = new URLClassLoader(new URL[] {new File(jar).toURI().toURL()}, ClassLoader.getPlatformClassLoader());
            JTOKKIT_LOADERS.put(jar, loader);
        }
        return loader;
    }

    private static void run(PrintStream protocol, String[] arguments) throws Exception {
        URL[] classes = {new File(arguments[0]).toURI().toURL()};
        ClassLoader parent = jtokkit(arguments[1]);
        PrintStream realOut = System.out;
        PrintStream realErr = System.err;
        InputStream realIn = System.in;
        for (String className : Arrays.asList(arguments).subList(2, arguments.length)) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            PrintStream blockOut = new PrintStream(out, true, "UTF-8");
            PrintStream blockErr = new PrintStream(err, true, "UTF-8");
            Set<Thread> before = new HashSet<Thread>(Thread.getAllStackTraces().keySet());
            Properties properties = (Properties) System.getProperties().clone();
            Locale locale = Locale.getDefault();
            TimeZone timeZone = TimeZone.getDefault();
            String status = "ok";
            System.setOut(blockOut);
            System.setErr(blockErr);
            // A block that reads its input gets an empty one, not this server's requests.
            System.setIn(new ByteArrayInputStream(new byte[0]));
            ClassLoader context = Thread.currentThread().getContextClassLoader();
            try (URLClassLoader loader = new URLClassLoader(classes, parent)) {
                Thread.currentThread().setContextClassLoader(loader);
                Method main = Class.forName(className, true, loader).getMethod("main", String[].class);
                main.invoke(null, (Object) new String[0]);
                // A program ends when its last non-daemon thread does: wait for those it started.
                for (Thread thread : Thread.getAllStackTraces().keySet()) {
                    if (before.contains(thread) || thread.isDaemon()) {
                        continue;
                    }
                    thread.join(30_000);
                    if (thread.isAlive()) {
                        status = "failed";
                        blockErr.println("main returned, but thread \"" + thread.getName()
                                + "\" is still running after 30 s: the program would not end");
                    }
                }
            } catch (InvocationTargetException e) {
                status = "failed";
                blockErr.print("Exception in thread \"main\" ");
                e.getCause().printStackTrace(blockErr);
            } catch (Throwable e) {
                status = "failed";
                e.printStackTrace(blockErr);
            } finally {
                Thread.currentThread().setContextClassLoader(context);
                System.setOut(realOut);
                System.setErr(realErr);
                System.setIn(realIn);
                System.setProperties(properties);
                Locale.setDefault(locale);
                TimeZone.setDefault(timeZone);
            }
            blockOut.flush();
            blockErr.flush();
            protocol.println("@@BLOCKRUN\t" + className + "\t" + status + "\t"
                    + BASE64.encodeToString(out.toByteArray()) + "\t" + BASE64.encodeToString(err.toByteArray()));
        }
    }
}
