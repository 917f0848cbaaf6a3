import type {PrismTheme} from 'prism-react-renderer';

// Code colours in the spirit of GitHub's, each at least 4.5:1 against its background (WCAG AA):
// the stock github and dracula themes fail for comments and dimmed import names.

export const lightCodeTheme: PrismTheme = {
  plain: {color: '#24292f', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['keyword', 'atrule', 'important'], style: {color: '#cf222e'}},
    {types: ['string', 'char', 'attr-value', 'regex', 'inserted'], style: {color: '#0a3069'}},
    {types: ['number', 'boolean', 'constant', 'property', 'attr-name', 'variable', 'symbol', 'url'], style: {color: '#0550ae'}},
    {types: ['function', 'function-variable'], style: {color: '#8250df'}},
    {types: ['class-name', 'builtin', 'annotation'], style: {color: '#953800'}},
    {types: ['tag', 'selector'], style: {color: '#116329'}},
    {types: ['deleted'], style: {color: '#82071e'}},
    {types: ['punctuation', 'operator', 'namespace'], style: {color: '#24292f'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#9ba5b0', fontStyle: 'italic'}},
    {types: ['keyword', 'atrule', 'important'], style: {color: '#ff7b72'}},
    {types: ['string', 'char', 'attr-value', 'regex', 'inserted'], style: {color: '#a5d6ff'}},
    {types: ['number', 'boolean', 'constant', 'property', 'attr-name', 'variable', 'symbol', 'url'], style: {color: '#79c0ff'}},
    {types: ['function', 'function-variable'], style: {color: '#d2a8ff'}},
    {types: ['class-name', 'builtin', 'annotation'], style: {color: '#ffa657'}},
    {types: ['tag', 'selector'], style: {color: '#7ee787'}},
    {types: ['deleted'], style: {color: '#ffa198'}},
    {types: ['punctuation', 'operator', 'namespace'], style: {color: '#e6edf3'}},
  ],
};
