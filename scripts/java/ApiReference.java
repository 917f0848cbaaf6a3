import com.sun.source.doctree.*;
import com.sun.source.tree.*;
import com.sun.source.util.*;
import java.io.*;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.stream.Collectors;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import javax.lang.model.element.*;
import javax.lang.model.type.*;
import javax.lang.model.util.*;
import javax.tools.*;

/**
 * Writes the data of the site's API reference (src/data/api-reference.json) from JTokkit's own
 * sources, read with javac's model of Java: every release's sources jar is parsed and attributed
 * (javac's tree API, com.sun.source), and its public API is read from the elements javac gives.
 *
 * <pre>java scripts/java/ApiReference.java 0.1.0=jtokkit-0.1.0-sources.jar ... 1.1.0=jtokkit-1.1.0-sources.jar</pre>
 *
 * The releases come in order, oldest first; the last one is the release the reference describes.
 * The JSON goes to standard output. For each public type of the last release and each of its public
 * or protected constructors, methods, fields and enum constants (those javac adds, such as an enum's
 * values() and valueOf(String), included, as javap lists them): the declaration, the Javadoc as
 * Markdown, the release it exists since, the releases that changed its signature, and the members
 * of earlier releases that it no longer has.
 *
 * A member is the same member from one release to the next when its name and its erased parameter
 * types are the same (as the JVM links a call); its signature changed when the rest of what javap
 * prints for it (modifiers, return type, generic parameter types, throws) is different.
 * A symbol is named as javac names it: the type's qualified name, then # and the member's
 * Element.toString() ({@code com.knuddels.jtokkit.api.Encoding#encode(java.lang.String,int)}), the name
 * the Java examples check (JavaExamplesServer) gives the symbols that the examples use.
 */
public final class ApiReference {
    private static final String PACKAGE = "com.knuddels.jtokkit";

    /** One release's public API, read by javac. */
    private static final class Release {
        final String version;
        final JavacTask task;
        final DocTrees trees;
        final Types types;
        final Elements elements;
        final List<TypeElement> publicTypes = new ArrayList<>();

        Release(String version, JavacTask task) {
            this.version = version;
            this.task = task;
            this.trees = DocTrees.instance(task);
            this.types = task.getTypes();
            this.elements = task.getElements();
        }
    }

    public static void main(String[] args) throws Exception {
        List<Release> releases = new ArrayList<>();
        for (String arg : args) {
            int eq = arg.indexOf('=');
            releases.add(read(arg.substring(0, eq), new File(arg.substring(eq + 1))));
        }
        Release last = releases.get(releases.size() - 1);
        StringBuilder out = new StringBuilder();
        Json json = new Json(out);
        json.open('{');
        json.key("version").value(last.version);
        json.key("releases").open('[');
        for (Release release : releases) json.value(release.version);
        json.close(']');
        json.key("types").open('[');
        for (TypeElement type : last.publicTypes) writeType(json, type, last, releases);
        json.close(']');
        json.close('}');
        System.out.print(out.append('\n'));
    }

    /** Parses and attributes one release's sources, as javac --release 8 compiles them. */
    private static Release read(String version, File sourcesJar) throws IOException {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        List<JavaFileObject> units = new ArrayList<>();
        try (ZipFile zip = new ZipFile(sourcesJar)) {
            for (ZipEntry entry : Collections.list(zip.entries())) {
                if (!entry.getName().endsWith(".java")) continue;
                String code = new String(zip.getInputStream(entry).readAllBytes(), StandardCharsets.UTF_8);
                units.add(new SimpleJavaFileObject(URI.create("string:///" + entry.getName()), JavaFileObject.Kind.SOURCE) {
                    @Override
                    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                        return code;
                    }
                });
            }
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        JavacTask task = (JavacTask) compiler.getTask(null, null, diagnostics,
                List.of("--release", "8", "-proc:none", "-Xlint:-options"), null, units);
        Release release = new Release(version, task);
        Iterable<? extends CompilationUnitTree> parsed = task.parse();
        task.analyze();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() == Diagnostic.Kind.ERROR) throw new IllegalStateException(version + ": " + d);
        }
        for (CompilationUnitTree unit : parsed) {
            for (Tree declaration : unit.getTypeDecls()) {
                Element type = release.trees.getElement(TreePath.getPath(unit, declaration));
                if (type instanceof TypeElement) collectPublicTypes((TypeElement) type, release.publicTypes);
            }
        }
        release.publicTypes.sort(Comparator.comparing(t -> t.getQualifiedName().toString()));
        return release;
    }

    private static void collectPublicTypes(TypeElement type, List<TypeElement> into) {
        if (!type.getModifiers().contains(Modifier.PUBLIC)) return;
        into.add(type);
        for (Element member : type.getEnclosedElements()) {
            if (member instanceof TypeElement) collectPublicTypes((TypeElement) member, into);
        }
    }

    private static boolean isApi(Element member) {
        Set<Modifier> modifiers = member.getModifiers();
        boolean visible = modifiers.contains(Modifier.PUBLIC) || modifiers.contains(Modifier.PROTECTED);
        return visible && (member.getKind().isField() || member.getKind() == ElementKind.METHOD
                || member.getKind() == ElementKind.CONSTRUCTOR);
    }

    private static List<Element> apiMembers(TypeElement type) {
        return type.getEnclosedElements().stream().filter(ApiReference::isApi).collect(Collectors.toList());
    }

    /** What identifies a member from one release to the next: its name and erased parameter types. */
    private static String linkKey(Element member, Types types) {
        if (!(member instanceof ExecutableElement)) return member.getSimpleName().toString();
        return member.getSimpleName() + ((ExecutableElement) member).getParameters().stream()
                .map(p -> types.erasure(p.asType()).toString())
                .collect(Collectors.joining(",", "(", ")"));
    }

    /** The rest of what javap prints of a member: modifiers, return or field type, generic parameter types, throws. */
    private static String signatureKey(Element member) {
        String modifiers = member.getModifiers().stream().map(Modifier::toString).sorted().collect(Collectors.joining(" "));
        if (!(member instanceof ExecutableElement)) return modifiers + " " + member.asType();
        ExecutableElement method = (ExecutableElement) member;
        return modifiers + " " + method.getReturnType() + " "
                + method.getParameters().stream().map(p -> p.asType().toString()).collect(Collectors.joining(","))
                + " throws " + method.getThrownTypes();
    }

    /** The symbol's name, as javac gives it (see the class comment). */
    static String symbol(Element element) {
        if (element instanceof TypeElement) return ((TypeElement) element).getQualifiedName().toString();
        return ((TypeElement) element.getEnclosingElement()).getQualifiedName() + "#" + element;
    }

    private static TypeElement typeIn(Release release, String qualifiedName) {
        for (TypeElement type : release.publicTypes) {
            if (type.getQualifiedName().contentEquals(qualifiedName)) return type;
        }
        return null;
    }

    private static void writeType(Json json, TypeElement type, Release last, List<Release> releases) {
        String name = type.getQualifiedName().toString();
        json.open('{');
        json.key("name").value(type.getSimpleName().toString());
        json.key("qualifiedName").value(name);
        json.key("package").value(last.elements.getPackageOf(type).getQualifiedName().toString());
        json.key("kind").value(type.getKind() == ElementKind.ENUM ? "enum"
                : type.getKind() == ElementKind.INTERFACE ? "interface" : "class");
        json.key("declaration").value(typeDeclaration(type));
        String since = null;
        for (Release release : releases) {
            if (typeIn(release, name) != null) {
                since = release.version;
                break;
            }
        }
        json.key("since").value(since);
        writeDoc(json, type, last);

        // The members of every release, by link key: each release's element, or null where it has none.
        Map<String, Element[]> history = new LinkedHashMap<>();
        for (int r = 0; r < releases.size(); r++) {
            TypeElement old = typeIn(releases.get(r), name);
            if (old == null) continue;
            for (Element member : apiMembers(old)) {
                history.computeIfAbsent(linkKey(member, releases.get(r).types), k -> new Element[releases.size()])[r] = member;
            }
        }
        int lastIndex = releases.size() - 1;
        json.key("members").open('[');
        for (Element member : apiMembers(type)) {
            Element[] versions = history.get(linkKey(member, last.types));
            int first = lastIndex;
            while (first > 0 && versions[first - 1] != null) first--;
            json.open('{');
            json.key("symbol").value(symbol(member));
            json.key("kind").value(memberKind(member));
            json.key("name").value(member.getKind() == ElementKind.CONSTRUCTOR ? type.getSimpleName().toString()
                    : member.getSimpleName().toString());
            json.key("declaration").value(declaration(member, type));
            json.key("modifiers").open('[');
            for (Modifier modifier : member.getModifiers()) json.value(modifier.toString());
            json.close(']');
            if (member instanceof ExecutableElement) writeExecutable(json, (ExecutableElement) member);
            else json.key("type").value(typeText(member.asType()));
            writeConstant(json, member, last);
            json.key("since").value(releases.get(first).version);
            json.key("changes").open('[');
            for (int r = first + 1; r <= lastIndex; r++) {
                if (!signatureKey(versions[r]).equals(signatureKey(versions[r - 1]))) {
                    json.open('{');
                    json.key("version").value(releases.get(r).version);
                    json.key("before").value(declaration(versions[r - 1], (TypeElement) versions[r - 1].getEnclosingElement()));
                    json.close('}');
                }
            }
            json.close(']');
            writeDoc(json, member, last);
            json.close('}');
        }
        json.close(']');

        // Members that earlier releases had and this one has not: the first and last release that had each.
        json.key("removed").open('[');
        for (Map.Entry<String, Element[]> entry : history.entrySet()) {
            Element[] versions = entry.getValue();
            if (versions[lastIndex] != null) continue;
            int end = lastIndex;
            while (versions[end] == null) end--;
            int start = end;
            while (start > 0 && versions[start - 1] != null) start--;
            json.open('{');
            json.key("kind").value(memberKind(versions[end]));
            json.key("name").value(versions[end].getKind() == ElementKind.CONSTRUCTOR ? type.getSimpleName().toString()
                    : versions[end].getSimpleName().toString());
            json.key("declaration").value(declaration(versions[end], (TypeElement) versions[end].getEnclosingElement()));
            json.key("from").value(releases.get(start).version);
            json.key("until").value(releases.get(end).version);
            json.close('}');
        }
        json.close(']');
        json.close('}');
    }

    private static String memberKind(Element member) {
        switch (member.getKind()) {
            case CONSTRUCTOR: return "constructor";
            case METHOD: return "method";
            case ENUM_CONSTANT: return "enum constant";
            default: return "field";
        }
    }

    private static void writeExecutable(Json json, ExecutableElement method) {
        json.key("parameters").open('[');
        for (VariableElement parameter : method.getParameters()) {
            json.open('{');
            json.key("name").value(parameter.getSimpleName().toString());
            json.key("type").value(typeText(parameter.asType()));
            json.key("typeSymbol").value(jtokkitType(parameter.asType()));
            json.close('}');
        }
        json.close(']');
        if (method.getKind() == ElementKind.METHOD) {
            json.key("returns").value(typeText(method.getReturnType()));
            json.key("returnsSymbol").value(jtokkitType(method.getReturnType()));
        }
        json.key("throws").open('[');
        for (TypeMirror thrown : method.getThrownTypes()) json.value(typeText(thrown));
        json.close(']');
    }

    /** A field's constant value, or an enum constant's constructor arguments with the parameters' names. */
    private static void writeConstant(Json json, Element member, Release release) {
        if (member instanceof VariableElement && ((VariableElement) member).getConstantValue() != null) {
            json.key("value").value(release.elements.getConstantExpression(((VariableElement) member).getConstantValue()));
        }
        if (member.getKind() != ElementKind.ENUM_CONSTANT) return;
        TreePath path = release.trees.getPath(member);
        Tree initializer = ((VariableTree) path.getLeaf()).getInitializer();
        if (!(initializer instanceof NewClassTree)) return;
        TreePath newClass = new TreePath(path, initializer);
        ExecutableElement constructor = (ExecutableElement) release.trees.getElement(newClass);
        List<? extends ExpressionTree> arguments = ((NewClassTree) initializer).getArguments();
        json.key("arguments").open('[');
        for (int i = 0; i < arguments.size(); i++) {
            ExpressionTree argument = arguments.get(i);
            json.open('{');
            json.key("parameter").value(constructor.getParameters().get(i).getSimpleName().toString());
            Element referenced = release.trees.getElement(new TreePath(newClass, argument));
            if (argument instanceof com.sun.source.tree.LiteralTree) {
                Object literal = ((com.sun.source.tree.LiteralTree) argument).getValue();
                json.key("value").value(literal instanceof String ? (String) literal : String.valueOf(literal));
            } else if (referenced != null && referenced.getKind() == ElementKind.ENUM_CONSTANT) {
                json.key("value").value(referenced.getSimpleName().toString());
                json.key("symbol").value(symbol(referenced));
            } else {
                throw new IllegalStateException(symbol(member) + ": argument " + argument + " is neither a literal nor an enum constant");
            }
            json.close('}');
        }
        json.close(']');
    }

    /** The symbol of the JTokkit type a type mentions outside java.*, for a link; null when it mentions none. */
    private static String jtokkitType(TypeMirror type) {
        if (type instanceof ArrayType) return jtokkitType(((ArrayType) type).getComponentType());
        if (!(type instanceof DeclaredType)) return null;
        TypeElement element = (TypeElement) ((DeclaredType) type).asElement();
        if (element.getQualifiedName().toString().startsWith(PACKAGE + ".")) return element.getQualifiedName().toString();
        for (TypeMirror argument : ((DeclaredType) type).getTypeArguments()) {
            String inner = jtokkitType(argument);
            if (inner != null) return inner;
        }
        return null;
    }

    /** A type as the source writes it: simple names, with type arguments. */
    static String typeText(TypeMirror type) {
        switch (type.getKind()) {
            case ARRAY:
                return typeText(((ArrayType) type).getComponentType()) + "[]";
            case DECLARED: {
                DeclaredType declared = (DeclaredType) type;
                String name = declared.asElement().getSimpleName().toString();
                if (declared.getTypeArguments().isEmpty()) return name;
                return name + declared.getTypeArguments().stream().map(ApiReference::typeText).collect(Collectors.joining(", ", "<", ">"));
            }
            case WILDCARD: {
                WildcardType wildcard = (WildcardType) type;
                if (wildcard.getExtendsBound() != null) return "? extends " + typeText(wildcard.getExtendsBound());
                if (wildcard.getSuperBound() != null) return "? super " + typeText(wildcard.getSuperBound());
                return "?";
            }
            default:
                return type.toString();
        }
    }

    private static String typeDeclaration(TypeElement type) {
        String kind = type.getKind() == ElementKind.ENUM ? "enum" : type.getKind() == ElementKind.INTERFACE ? "interface" : "class";
        Set<Modifier> modifiers = new LinkedHashSet<>(type.getModifiers());
        // An enum is implicitly final, an interface implicitly abstract: the source does not say so.
        if (type.getKind() == ElementKind.ENUM) modifiers.remove(Modifier.FINAL);
        if (type.getKind() == ElementKind.INTERFACE) modifiers.remove(Modifier.ABSTRACT);
        StringBuilder text = new StringBuilder();
        for (Modifier modifier : modifiers) text.append(modifier).append(' ');
        text.append(kind).append(' ').append(type.getSimpleName());
        TypeMirror superclass = type.getSuperclass();
        if (type.getKind() == ElementKind.CLASS && superclass.getKind() == TypeKind.DECLARED
                && !((TypeElement) ((DeclaredType) superclass).asElement()).getQualifiedName().contentEquals("java.lang.Object")) {
            text.append(" extends ").append(typeText(superclass));
        }
        if (!type.getInterfaces().isEmpty()) {
            text.append(type.getKind() == ElementKind.INTERFACE ? " extends " : " implements ");
            text.append(type.getInterfaces().stream().map(ApiReference::typeText).collect(Collectors.joining(", ")));
        }
        return text.toString();
    }

    /** A member's declaration as a reader would write it: modifiers an interface or enum implies are left out. */
    private static String declaration(Element member, TypeElement owner) {
        Set<Modifier> modifiers = new LinkedHashSet<>(member.getModifiers());
        if (owner.getKind() == ElementKind.INTERFACE) {
            modifiers.removeAll(EnumSet.of(Modifier.PUBLIC, Modifier.ABSTRACT));
            if (member.getKind().isField()) modifiers.removeAll(EnumSet.of(Modifier.STATIC, Modifier.FINAL));
        }
        if (member.getKind() == ElementKind.ENUM_CONSTANT) {
            return member.getSimpleName().toString();
        }
        StringBuilder text = new StringBuilder();
        for (Modifier modifier : modifiers) text.append(modifier).append(' ');
        if (member instanceof ExecutableElement) {
            ExecutableElement method = (ExecutableElement) member;
            if (method.getKind() == ElementKind.METHOD) text.append(typeText(method.getReturnType())).append(' ');
            text.append(method.getKind() == ElementKind.CONSTRUCTOR ? owner.getSimpleName() : method.getSimpleName());
            text.append(method.getParameters().stream()
                    .map(p -> typeText(p.asType()) + " " + p.getSimpleName())
                    .collect(Collectors.joining(", ", "(", ")")));
            if (!method.getThrownTypes().isEmpty()) {
                text.append(" throws ").append(method.getThrownTypes().stream().map(ApiReference::typeText).collect(Collectors.joining(", ")));
            }
        } else {
            text.append(typeText(member.asType())).append(' ').append(member.getSimpleName());
            Object value = ((VariableElement) member).getConstantValue();
            if (value != null) text.append(" = ").append(constantText(value));
        }
        return text.toString();
    }

    private static String constantText(Object value) {
        if (value instanceof String) {
            return "\"" + ((String) value).replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
        }
        return String.valueOf(value);
    }

    // ---- Javadoc, as Markdown ----------------------------------------------------------------

    /** The element's Javadoc: its description and block tags, as Markdown (or nothing when it has none). */
    private static void writeDoc(Json json, Element element, Release release) {
        DocCommentTree comment = release.trees.getDocCommentTree(element);
        if (comment == null) return;
        DocTreePath root = new DocTreePath(release.trees.getPath(element), comment);
        json.key("doc").open('{');
        json.key("description").value(markdown(comment.getFullBody(), root, release));
        Map<String, String> params = new LinkedHashMap<>();
        List<String[]> thrown = new ArrayList<>();
        List<String> see = new ArrayList<>();
        String returns = null;
        for (DocTree tag : comment.getBlockTags()) {
            if (tag instanceof ParamTree) {
                params.put(((ParamTree) tag).getName().getName().toString(), markdown(((ParamTree) tag).getDescription(), root, release));
            } else if (tag instanceof com.sun.source.doctree.ReturnTree) {
                returns = markdown(((com.sun.source.doctree.ReturnTree) tag).getDescription(), root, release);
            } else if (tag instanceof ThrowsTree) {
                ThrowsTree t = (ThrowsTree) tag;
                Element type = release.trees.getElement(new DocTreePath(root, t.getExceptionName()));
                thrown.add(new String[] {type == null ? t.getExceptionName().getSignature() : type.getSimpleName().toString(),
                        markdown(t.getDescription(), root, release)});
            } else if (tag instanceof SeeTree) {
                see.add(markdown(((SeeTree) tag).getReference(), root, release));
            }
        }
        if (!params.isEmpty()) {
            json.key("params").open('{');
            for (Map.Entry<String, String> param : params.entrySet()) json.key(param.getKey()).value(param.getValue());
            json.close('}');
        }
        if (returns != null) json.key("returns").value(returns);
        if (!thrown.isEmpty()) {
            json.key("throws").open('[');
            for (String[] t : thrown) {
                json.open('{');
                json.key("type").value(t[0]);
                json.key("description").value(t[1]);
                json.close('}');
            }
            json.close(']');
        }
        if (!see.isEmpty()) {
            json.key("see").open('[');
            for (String s : see) json.value(s);
            json.close(']');
        }
        json.close('}');
    }

    /**
     * Javadoc's body as Markdown for MDX: text escaped, {@code} and <code> as code spans, {@link} as a
     * link to `jtokkit:<symbol>` (the page renderer turns it into the entry's address) or as code when
     * it names a symbol outside JTokkit, <p> as a paragraph break, <ul>/<li> as a list, <pre> as a
     * text block, <b>/<i> as emphasis.
     */
    private static String markdown(List<? extends DocTree> body, DocTreePath root, Release release) {
        List<String> blocks = new ArrayList<>();
        StringBuilder inline = new StringBuilder();
        StringBuilder pre = null;
        for (DocTree node : body) {
            if (pre != null) {
                if (node instanceof EndElementTree && ((EndElementTree) node).getName().contentEquals("pre")) {
                    blocks.add("```text\n" + stripIndent(pre.toString()) + "\n```");
                    pre = null;
                } else {
                    pre.append(rawText(node));
                }
                continue;
            }
            switch (node.getKind()) {
                case TEXT:
                    inline.append(escape(((TextTree) node).getBody()));
                    break;
                case ENTITY:
                    inline.append(escape(entity(((EntityTree) node).getName().toString())));
                    break;
                case CODE:
                case LITERAL: {
                    String text = ((com.sun.source.doctree.LiteralTree) node).getBody().getBody();
                    inline.append(node.getKind() == DocTree.Kind.CODE ? codeSpan(text) : escape(text));
                    break;
                }
                case LINK:
                case LINK_PLAIN: {
                    LinkTree link = (LinkTree) node;
                    String label = link.getLabel().isEmpty() ? linkLabel(link.getReference().getSignature())
                            : link.getLabel().stream().map(ApiReference::rawText).collect(Collectors.joining()).trim();
                    boolean asCode = link.getLabel().isEmpty() || node.getKind() == DocTree.Kind.LINK;
                    inline.append(linkTo(link.getReference(), asCode ? codeSpan(label) : escape(label), root, release));
                    break;
                }
                case REFERENCE: {
                    ReferenceTree reference = (ReferenceTree) node;
                    inline.append(linkTo(reference, codeSpan(linkLabel(reference.getSignature())), root, release));
                    break;
                }
                case START_ELEMENT:
                case END_ELEMENT: {
                    boolean start = node.getKind() == DocTree.Kind.START_ELEMENT;
                    String tag = (start ? ((StartElementTree) node).getName() : ((EndElementTree) node).getName())
                            .toString().toLowerCase(Locale.ROOT);
                    if (tag.equals("b") || tag.equals("strong")) inline.append("**");
                    else if (tag.equals("i") || tag.equals("em")) inline.append('*');
                    else if (tag.equals("p") || tag.equals("ul") || tag.equals("li") || tag.equals("pre")) {
                        flush(inline, blocks);
                        if (start && tag.equals("li")) inline.append("- ");
                        if (start && tag.equals("pre")) pre = new StringBuilder();
                    } else {
                        throw new IllegalStateException("no Markdown for <" + tag + "> in the Javadoc of " + root.getTreePath().getLeaf());
                    }
                    break;
                }
                default:
                    throw new IllegalStateException("no Markdown for " + node.getKind() + " in the Javadoc of " + root.getTreePath().getLeaf());
            }
        }
        flush(inline, blocks);
        return String.join("\n\n", blocks);
    }

    /** Ends a paragraph or list item: its white space folded to single spaces. */
    private static void flush(StringBuilder inline, List<String> blocks) {
        String text = String.join(" ", inline.toString().trim().split("\\s+"));
        if (!text.isEmpty() && !text.equals("-")) blocks.add(text);
        inline.setLength(0);
    }

    /** A link to the symbol a Javadoc reference names, as `jtokkit:<symbol>` (the page renderer makes it an address); plain text outside JTokkit. */
    private static String linkTo(ReferenceTree reference, String shown, DocTreePath root, Release release) {
        Element target = release.trees.getElement(new DocTreePath(root, reference));
        return target != null && isJtokkit(target) ? "[" + shown + "](jtokkit:" + symbol(target) + ")" : shown;
    }

    private static boolean isJtokkit(Element element) {
        Element type = element instanceof TypeElement ? element : element.getEnclosingElement();
        return type instanceof TypeElement && ((TypeElement) type).getQualifiedName().toString().startsWith(PACKAGE + ".");
    }

    /** `#encode(String)` as Javadoc shows it: `encode(String)`; `EncodingType#CL100K_BASE`: `EncodingType.CL100K_BASE`. */
    private static String linkLabel(String signature) {
        return signature.startsWith("#") ? signature.substring(1) : signature.replace('#', '.');
    }

    private static String rawText(DocTree node) {
        switch (node.getKind()) {
            case TEXT: return ((TextTree) node).getBody();
            case ENTITY: return entity(((EntityTree) node).getName().toString());
            case CODE:
            case LITERAL: return ((com.sun.source.doctree.LiteralTree) node).getBody().getBody();
            default: return node.toString();
        }
    }

    private static String entity(String name) {
        switch (name) {
            case "lt": return "<";
            case "gt": return ">";
            case "amp": return "&";
            case "quot": return "\"";
            case "nbsp": return "\u00a0";
            default: throw new IllegalStateException("unknown entity &" + name + ";");
        }
    }

    /** The lines of a <pre> without the indentation they share. */
    private static String stripIndent(String text) {
        List<String> lines = new ArrayList<>(text.lines().collect(Collectors.toList()));
        while (!lines.isEmpty() && lines.get(0).isBlank()) lines.remove(0);
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isBlank()) lines.remove(lines.size() - 1);
        int indent = lines.stream().filter(l -> !l.isBlank()).mapToInt(l -> l.length() - l.stripLeading().length()).min().orElse(0);
        return lines.stream().map(l -> l.isBlank() ? "" : l.substring(indent)).collect(Collectors.joining("\n"));
    }

    private static String codeSpan(String text) {
        String fence = text.contains("`") ? "``" : "`";
        String padded = text.startsWith("`") || text.endsWith("`") ? " " + text + " " : text;
        return fence + padded + fence;
    }

    /** Text for MDX: what Markdown or JSX would read as syntax is escaped. */
    private static String escape(String text) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            if ("\\`*_{}[]<>#|".indexOf(c) >= 0) out.append('\\');
            out.append(c);
        }
        return out.toString();
    }

    // ---- JSON --------------------------------------------------------------------------------

    /** A small JSON writer with two-space indentation, so that the committed file diffs by line. */
    private static final class Json {
        private final StringBuilder out;
        private final Deque<Boolean> first = new ArrayDeque<>();
        private boolean afterKey;

        Json(StringBuilder out) {
            this.out = out;
        }

        private void separate() {
            if (afterKey) {
                afterKey = false;
                return;
            }
            if (!first.isEmpty()) {
                if (!first.pop()) out.append(',');
                first.push(false);
                out.append('\n').append("  ".repeat(first.size()));
            }
        }

        Json open(char bracket) {
            separate();
            out.append(bracket);
            first.push(true);
            return this;
        }

        Json close(char bracket) {
            boolean empty = first.pop();
            if (!empty) out.append('\n').append("  ".repeat(first.size()));
            out.append(bracket);
            return this;
        }

        Json key(String key) {
            separate();
            string(key);
            out.append(": ");
            afterKey = true;
            return this;
        }

        Json value(String value) {
            separate();
            if (value == null) out.append("null");
            else string(value);
            return this;
        }

        private void string(String value) {
            out.append('"');
            for (char c : value.toCharArray()) {
                switch (c) {
                    case '"': out.append("\\\""); break;
                    case '\\': out.append("\\\\"); break;
                    case '\n': out.append("\\n"); break;
                    case '\t': out.append("\\t"); break;
                    default:
                        if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
                        else out.append(c);
                }
            }
            out.append('"');
        }
    }
}
