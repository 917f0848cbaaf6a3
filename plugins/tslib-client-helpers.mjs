// The tslib helpers that CommonJS packages in the browser bundle use (see tslib-client-helpers.ts).
export {__importDefault, __importStar, __exportStar, __createBinding} from 'tslib/tslib.es6.mjs';
