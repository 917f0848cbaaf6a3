/**
 * What the browser bundle gets for "react-loadable" (see plugins/client-aliases.ts): the part
 * Docusaurus's ComponentCreator uses to load a route's chunks, Loadable and Loadable.Map with their
 * static preload(). The server keeps the real library, which also records the chunks a page renders.
 *
 * As in react-loadable, a route preloaded before it renders (Docusaurus preloads before hydrating
 * and before every route change) renders at once; otherwise the theme's Loading component is shown,
 * with pastDelay after 200 ms, and with the error and a retry() if loading failed.
 */
import {Component, createElement, type ComponentType, type ReactNode} from 'react';

type Loader = () => Promise<unknown>;

interface LoadingProps {
  isLoading: boolean;
  pastDelay: boolean;
  timedOut: boolean;
  error: unknown;
  retry: () => void;
}

interface Options<Loaded> {
  loader: Loader | Record<string, Loader>;
  loading: ComponentType<LoadingProps>;
  render: (loaded: Loaded, props: object) => ReactNode;
  delay?: number;
}

interface Load {
  loading: boolean;
  loaded?: unknown;
  error?: unknown;
  promise: Promise<void>;
}

interface State {
  loading: boolean;
  loaded?: unknown;
  error?: unknown;
  pastDelay: boolean;
}

/**
 * Starts loading. The record is filled in when loading settles, so a component created after that
 * renders the modules at once (no Loading in between, and hydration sees the server's markup).
 */
function start(loader: Options<unknown>['loader']): Load {
  const modules =
    typeof loader === 'function'
      ? loader()
      : Promise.all(Object.entries(loader).map(([key, load]) => load().then((module) => [key, module]))).then(
          (entries) => Object.fromEntries(entries as [string, unknown][]),
        );
  const load: Load = {loading: true, promise: Promise.resolve()};
  load.promise = modules.then(
    (loaded) => {
      load.loading = false;
      load.loaded = loaded;
    },
    (error: unknown) => {
      load.loading = false;
      load.error = error;
      throw error; // preload() rejects: Docusaurus then reloads the page instead of changing route
    },
  );
  return load;
}

const snapshot = ({loading, loaded, error}: Load) => ({loading, loaded, error});

function createLoadable<Loaded>(options: Options<Loaded>) {
  const delay = options.delay ?? 200;
  let current: Load | null = null;
  const init = (): Load => (current ??= start(options.loader));

  return class LoadableComponent extends Component<object, State> {
    static preload(): Promise<void> {
      return init().promise;
    }

    private mounted = false;
    private timer: ReturnType<typeof setTimeout> | undefined;

    constructor(props: object) {
      super(props);
      this.state = {...snapshot(init()), pastDelay: false};
    }

    componentDidMount(): void {
      this.mounted = true;
      this.follow(init());
    }

    componentWillUnmount(): void {
      this.mounted = false;
      clearTimeout(this.timer);
    }

    /** Shows what `load` holds once it settles, and pastDelay if that takes longer than the delay. */
    private follow(load: Load): void {
      const update = () => {
        clearTimeout(this.timer);
        if (this.mounted) this.setState(snapshot(load));
      };
      if (!load.loading) {
        if (this.state.loading) update();
        return;
      }
      this.timer = setTimeout(() => this.mounted && this.setState({pastDelay: true}), delay);
      load.promise.then(update, update);
    }

    private retry = (): void => {
      current = null;
      this.setState({loading: true, error: undefined, pastDelay: false});
      this.follow(init());
    };

    render(): ReactNode {
      const {loading, loaded, error, pastDelay} = this.state;
      if (loading || error) {
        return createElement(options.loading, {
          isLoading: loading,
          pastDelay,
          timedOut: false,
          error,
          retry: this.retry,
        });
      }
      return options.render(loaded as Loaded, this.props);
    }
  };
}

function Loadable<Loaded>(options: Options<Loaded>) {
  return createLoadable(options);
}
Loadable.Map = Loadable;

export default Loadable;
