import com.sun.source.tree.*;
import com.sun.source.util.*;
import java.io.*;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.util.*;
import javax.lang.model.element.*;
import javax.tools.*;

/**
 * A JVM of the Java examples check (scripts/check-java-examples.ts): it compiles with the JDK's
 * javac in this JVM, and runs the blocks, one request after the other. Starting a javac and a java
 * per block would cost most of the check's time; a JVM that stays up also keeps javac and JTokkit
 * compiled to machine code from one request to the next.
 *
 * Requests come on standard input, one per line, fields separated by tabs, each field in Base64:
 * <ul>
 *   <li>{@code compile <javac argument>...}: runs javac; the exit code and javac's output;
 *   <li>{@code symbols <javac argument>...}: attributes the sources as javac compiles them and
 *       answers, one line each, every name in them that refers to a public type or member of JTokkit:
 *       {@code <file> <start> <end> <symbol>}, the name's character offsets in the file and the symbol
 *       as javac names it (the type's qualified name, then # and the member's Element.toString(), as
 *       scripts/java/ApiReference.java names the reference's entries). Which overload a call
 *       refers to is javac's answer, the same as when it compiles the call;
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
            String[] rest = Arrays.copyOfRange(fields, 1, fields.length);
            int status = fields[0].equals("compile")
                    ? ToolProvider.getSystemJavaCompiler().run(null, out, out, rest)
                    : fields[0].equals("symbols")
                    ? symbols(rest, new PrintStream(out, true, "UTF-8"))
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

    /** The names in the sources (the arguments that end in .java; the rest are javac's options) that refer to JTokkit's API. */
    private static int symbols(String[] args, PrintStream out) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<String> options = new ArrayList<>();
        List<File> files = new ArrayList<>();
        for (String arg : args) {
            if (arg.endsWith(".java")) files.add(new File(arg));
            else options.add(arg);
        }
        try (StandardJavaFileManager fileManager = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
            JavacTask task = (JavacTask) javac.getTask(null, fileManager, diagnostic -> { }, options, null,
                    fileManager.getJavaFileObjectsFromFiles(files));
            Iterable<? extends CompilationUnitTree> units = task.parse();
            task.analyze();
            Trees trees = Trees.instance(task);
            SourcePositions positions = trees.getSourcePositions();
            for (CompilationUnitTree unit : units) {
                String file = new File(unit.getSourceFile().toUri()).getName();
                new TreePathScanner<Void, Void>() {
                    /** The name that ends where the tree ends refers to the element. */
                    private void record(Tree tree, CharSequence name, Element element) {
                        if (!isJtokkitApi(element)) return;
                        long end = positions.getEndPosition(unit, tree);
                        if (end < 0) return;
                        out.println(file + "\t" + (end - name.length()) + "\t" + end + "\t" + symbol(element));
                    }

                    @Override
                    public Void visitIdentifier(IdentifierTree node, Void unused) {
                        record(node, node.getName(), trees.getElement(getCurrentPath()));
                        return null;
                    }

                    @Override
                    public Void visitMemberSelect(MemberSelectTree node, Void unused) {
                        record(node, node.getIdentifier(), trees.getElement(getCurrentPath()));
                        return super.visitMemberSelect(node, unused);
                    }

                    @Override
                    public Void visitMemberReference(MemberReferenceTree node, Void unused) {
                        record(node, node.getName(), trees.getElement(getCurrentPath()));
                        return super.visitMemberReference(node, unused);
                    }

                    @Override
                    public Void visitNewClass(NewClassTree node, Void unused) {
                        // `new IntArrayList(10)`: the type's name refers to the constructor that javac chose.
                        Tree type = node.getIdentifier() instanceof ParameterizedTypeTree
                                ? ((ParameterizedTypeTree) node.getIdentifier()).getType() : node.getIdentifier();
                        Element constructor = trees.getElement(getCurrentPath());
                        if (type instanceof IdentifierTree && isJtokkitApi(constructor)) {
                            record(type, ((IdentifierTree) type).getName(), constructor);
                        } else {
                            scan(node.getIdentifier(), unused);
                        }
                        scan(node.getEnclosingExpression(), unused);
                        scan(node.getTypeArguments(), unused);
                        scan(node.getArguments(), unused);
                        scan(node.getClassBody(), unused);
                        return null;
                    }
                }.scan(unit, null);
            }
        }
        return 0;
    }

    private static boolean isJtokkitApi(Element element) {
        if (element == null) return false;
        Element type = element instanceof TypeElement ? element : element.getEnclosingElement();
        if (!(type instanceof TypeElement)) return false;
        // Only the type and what it declares: not the `class` of a class literal.
        if (type != element && !type.getEnclosedElements().contains(element)) return false;
        Set<Modifier> modifiers = element.getModifiers();
        return ((TypeElement) type).getQualifiedName().toString().startsWith("com.knuddels.jtokkit.")
                && type.getModifiers().contains(Modifier.PUBLIC)
                && (modifiers.contains(Modifier.PUBLIC) || modifiers.contains(Modifier.PROTECTED));
    }

    private static String symbol(Element element) {
        if (element instanceof TypeElement) return ((TypeElement) element).getQualifiedName().toString();
        return ((TypeElement) element.getEnclosingElement()).getQualifiedName() + "#" + element;
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
