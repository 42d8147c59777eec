import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  AUTO_MAX,
  ConnectionLimit,
  DOCKER_HUB,
  DOCKER_HUB_ALIASES,
  IntegrityError,
  RangeFetcher,
  RangeIgnoredError,
  RegistryError,
  Transport,
  assertDigest,
  digestOf,
  endpointOf,
  formatReference,
  normalizeHost,
  parseMirror,
  parseReference,
  sameRegistry
} from "./chunk-PS6JDSBG.js";
import {
  workerUrl
} from "./chunk-N525IMKU.js";
import {
  $e,
  F,
  ft,
  rt
} from "./chunk-CS53P2ZW.js";
import {
  PRIME_ROOM,
  isSpanBuffer,
  spanBuffer
} from "./chunk-AMTKTBLK.js";
import {
  HostError,
  ImageError,
  SeekIndexError,
  SmokeError,
  SourceError,
  UsageError,
  faultOf,
  isHostErrno,
  rebuildError
} from "./chunk-BCDXUKTB.js";
import {
  __commonJS,
  __toESM
} from "./chunk-GMVPXXAY.js";

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports.isRegexChar = (str) => str.length === 1 && exports.hasRegexChars(str);
    exports.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path, { windows } = {}) => {
      const segs = path.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts2 = [];
      let str = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str;
      let prefix = "";
      let glob = "";
      if (start > 0) {
        prefix = str.slice(0, start);
        str = str.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str.slice(0, lastIndex);
        glob = str.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob = str;
      } else {
        base = str;
      }
      if (base && base !== "" && base !== "/" && base !== str) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob) glob = utils.removeBackslashes(glob);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value2 = input.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start) {
            parts2.push(value2);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value = input.slice(n);
        parts2.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts2;
      }
      return state;
    };
    module.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants2 = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants2;
    var expandRange = (args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts2 = [];
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let value = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts2.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts2.push(value);
      return parts2;
    };
    var isPlainBranch = (branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    };
    var analyzeRepeatedExtglob = (body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants2.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants2.globChars(opts.windows);
      const EXTGLOB_CHARS = constants2.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open = tokens[token.tokensIndex];
          open.type = "text";
          open.value = literal;
          open.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix = POSIX_REGEX_SOURCE[rest2];
                if (posix) {
                  prev.value = pre + posix;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open);
          push(open);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants2.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module.exports = parse;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan = require_scan();
    var parse = require_parse();
    var utils = require_utils();
    var constants2 = require_constants();
    var isObject = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch2 = (glob, options, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input) => picomatch2(input, options, returnState));
        const arrayMatcher = (str) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix = opts.windows;
      const regex = isState ? picomatch2.compileRe(glob, options) : picomatch2.makeRe(glob, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch2(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch2.test(input, regex, options, { glob, posix });
        const result = { glob, state, regex, posix, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch2.test = (input, regex, options, { glob, posix } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch2.matchBase(input, regex, options, posix);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch2.matchBase = (input, glob, options, posix = options && options.windows) => {
      const regex = glob instanceof RegExp ? glob : picomatch2.makeRe(glob, options);
      return regex.test(utils.basename(input, { windows: posix }));
    };
    picomatch2.isMatch = (str, patterns2, options) => picomatch2(patterns2, options)(str);
    picomatch2.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch2.parse(p, options));
      return parse(pattern, { ...options, fastpaths: false });
    };
    picomatch2.scan = (input, options) => scan(input, options);
    picomatch2.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch2.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch2.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse(input, options);
      }
      return picomatch2.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch2.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch2.constants = constants2;
    module.exports = picomatch2;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch2(glob, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob, options, returnState);
    }
    Object.assign(picomatch2, pico);
    module.exports = picomatch2;
  }
});

// src/pipeline/interrupt.ts
import { rmSync } from "node:fs";
var cleanups = /* @__PURE__ */ new Set();
function onInterrupt(what) {
  const fn = typeof what === "string" ? () => removeNow(what) : what;
  cleanups.add(fn);
  return () => void cleanups.delete(fn);
}
function removeNow(path) {
  rmSync(path, { recursive: true, force: true });
}
function runInterruptCleanups() {
  for (const fn of [...cleanups]) {
    try {
      fn();
    } catch {
    }
  }
  cleanups.clear();
}

// src/bin/prepare.ts
import { setFlagsFromString as setFlagsFromString2 } from "node:v8";

// src/bin/heap.ts
import { setFlagsFromString } from "node:v8";
function holdYoungGeneration(set = setFlagsFromString) {
  set("--semi-space-growth-factor=1");
}
function tightenOldGeneration(set = setFlagsFromString) {
  set("--heap-growing-percent=25");
}
var LOOSE_MAX_ENTRIES = 2e5;
function loosenOldGeneration(set = setFlagsFromString) {
  set("--heap-growing-percent=0");
}

// src/bin/prepare.ts
function prepareProcess(set = setFlagsFromString2) {
  holdYoungGeneration(set);
  tightenOldGeneration(set);
  const memory2 = {
    indexed: (entries) => entries > LOOSE_MAX_ENTRIES ? tightenOldGeneration(set) : loosenOldGeneration(set),
    whole: () => tightenOldGeneration(set)
  };
  for (const sig of ["SIGINT", "SIGTERM"])
    process.once(sig, () => {
      runInterruptCleanups();
      process.exit(sig === "SIGINT" ? 130 : 143);
    });
  return memory2;
}

// src/layers/prune.ts
var import_picomatch = __toESM(require_picomatch2(), 1);
var DEFAULT_PRUNE = [
  // hipBLASLt / hipSPARSELt
  "hipblaslt/",
  "libhipblaslt*",
  "hipsparselt/",
  "libhipsparselt*",
  // rocBLAS / hipBLAS / rocRoller
  "rocblas/",
  "librocblas*",
  "libhipblas*",
  "librocroller*",
  // MIOpen
  "libMIOpen*",
  "miopen/",
  // Composable Kernel
  "libdevice_*_operations.a",
  "**/include/ck",
  "**/include/ck_tile",
  // RCCL
  "librccl*",
  "rccl/",
  // rocFFT / hipFFT
  "librocfft*",
  "libhipfft*",
  "rocfft/",
  // rocSPARSE / hipSPARSE
  "librocsparse*",
  "libhipsparse*",
  "rocsparse/",
  "hipsparse/",
  // rocSOLVER / hipSOLVER
  "librocsolver*",
  "libhipsolver*",
  "rocsolver/",
  "hipsolver/",
  // rocRAND / hipRAND
  "librocrand*",
  "libhiprand*",
  "rocrand/",
  "hiprand/",
  // profilers (not librocprofiler-register: HIP needs it)
  "librocprofiler-sdk*",
  "rocprofiler-sdk/",
  "rocprofiler-systems/",
  "rocprofiler-compute/",
  "librocprof-sys*",
  // misc
  "**/lib/rdc",
  "librocshmem.a",
  "**/lib/host-math",
  "*.kpack",
  "**/share/doc"
];
var DEFAULT_PROTECT = [
  "libamdhip64*",
  "libhsa-runtime64*",
  "libamd_comgr*",
  "librocprofiler-register*",
  "librocm_kpack*",
  "libhiprtc*",
  "**/lib/rocm_sysdeps/**",
  "**/lib/llvm/**",
  "llvm",
  "amdgcn",
  "**/bin/hipcc*",
  "**/bin/hipconfig*",
  "**/bin/rocminfo",
  "**/bin/rocm_agent_enumerator",
  "**/bin/offload-arch",
  "**/bin/amdclang*",
  "**/include/hip/**",
  "**/include/hsa/**",
  "**/share/hip/**",
  "**/lib/cmake/hip/**",
  "**/lib/cmake/hip-lang/**",
  "**/lib/cmake/hiprtc/**",
  "**/lib/cmake/amd_comgr/**",
  "**/lib/cmake/hsa-runtime64/**",
  "**/.info/**"
];
var PruneConfigError = class extends UsageError {
  name = "PruneConfigError";
};
function expandPruneList(lines2) {
  const out = [];
  const cleaned = lines2.map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
  if (cleaned.includes("none")) {
    if (cleaned.length > 1)
      throw new PruneConfigError(
        "The prune list says `none` together with other lines; use one or the other."
      );
    return [];
  }
  for (const l of cleaned) {
    if (l === "defaults") out.push(...DEFAULT_PRUNE);
    else out.push(l);
  }
  return [...new Set(out)];
}
function compile(pattern) {
  let p = pattern.trim();
  if (p.includes("\0")) throw new PruneConfigError(`Pattern ${JSON.stringify(pattern)} contains a NUL byte.`);
  const dirOnly = p.endsWith("/");
  p = p.replace(/\/+$/, "");
  if (p.startsWith("./")) p = p.slice(2);
  const anchored = p.includes("/");
  p = p.replace(/^\/+/, "");
  if (!p) throw new PruneConfigError(`Pattern ${JSON.stringify(pattern)} would match the whole tree.`);
  if (p.split("/").includes(".."))
    throw new PruneConfigError(`Pattern ${JSON.stringify(pattern)} must not contain "..".`);
  let re;
  try {
    re = import_picomatch.default.makeRe(p, { dot: true });
  } catch (e) {
    throw new PruneConfigError(
      `Pattern ${JSON.stringify(pattern)} is not a valid glob: ${e.message}`
    );
  }
  return { pattern, dirOnly, anchored, re };
}
var PatternSet = class {
  patterns;
  /** How many entries each pattern matched directly. */
  hits = /* @__PURE__ */ new Map();
  constructor(patterns2) {
    this.patterns = patterns2.map(compile);
    for (const p of patterns2) this.hits.set(p, 0);
  }
  get size() {
    return this.patterns.length;
  }
  /** The patterns as given (after `defaults` was expanded). */
  get list() {
    return this.patterns.map((c) => c.pattern);
  }
  /** The first pattern matching one of `names` (paths relative to image-path, no leading slash). */
  match(names, isDir, count = true) {
    let bases;
    for (const c of this.patterns) {
      if (c.dirOnly && !isDir) continue;
      if (!c.anchored) bases ??= names.map((n) => n.slice(n.lastIndexOf("/") + 1));
      for (let i = 0; i < names.length; i++) {
        const subject = c.anchored ? names[i] : bases[i];
        if (c.re.test(subject)) {
          if (count) this.hits.set(c.pattern, (this.hits.get(c.pattern) ?? 0) + 1);
          return c.pattern;
        }
      }
    }
    return void 0;
  }
  unmatched() {
    return [...this.hits].filter(([, n]) => n === 0).map(([p]) => p);
  }
};
var PROTECTED_SAMPLES = [
  "lib/libamdhip64.so",
  "lib/libamdhip64.so.7",
  "lib/libhsa-runtime64.so.1",
  "lib/libamd_comgr.so.3",
  "lib/librocprofiler-register.so.0",
  "lib/librocm_kpack.so.0",
  "lib/libhiprtc.so.7",
  "lib/llvm/bin/clang",
  "lib/llvm/amdgcn/bitcode/ocml.bc",
  "lib/rocm_sysdeps/lib/librocm_sysdeps_z.so.1",
  "bin/hipcc",
  "bin/hipconfig",
  "bin/rocminfo",
  "bin/rocm_agent_enumerator",
  "bin/offload-arch",
  "bin/amdclang++",
  "include/hip/hip_runtime.h",
  "include/hsa/hsa.h",
  "share/hip/version",
  "lib/cmake/hip/hip-config.cmake",
  ".info/version"
];
function provenProtectedConflict(prune, protect) {
  for (const sample of PROTECTED_SAMPLES) {
    const protectedBy = protect.match([sample], false, false);
    if (!protectedBy) continue;
    const parts2 = sample.split("/");
    for (let k = 1; k <= parts2.length; k++) {
      const prefix = parts2.slice(0, k).join("/");
      const by = prune.match([prefix], k < parts2.length, false);
      if (by) return protectedConflict(sample, by, protectedBy);
    }
  }
  return void 0;
}
var ProtectedConflictError = class extends ImageError {
  name = "ProtectedConflictError";
};
function protectedConflict(path, prunedBy, protectedBy) {
  return new ProtectedConflictError(
    `The prune pattern "${prunedBy}" would remove ${path}, which is protected by "${protectedBy}" (HIP needs it to compile or load: a past glob like librocprof* removed librocprofiler-register and every HIP binary died at load). Narrow the pattern so it spares ${path}.`
  );
}

// src/config/options.ts
var Inputs = {
  Image: "image",
  RocmVersion: "rocm-version",
  ImagePath: "image-path",
  Prune: "prune",
  Protect: "protect",
  GfxTarget: "gfx-target",
  SmokeTest: "smoke-test",
  Cache: "cache",
  CacheSaveUntrustedEvents: "cache-save-untrusted-events",
  CacheVerify: "cache-verify",
  ToolCacheVerify: "tool-cache-verify",
  Platform: "platform",
  RegistryUsername: "registry-username",
  RegistryPassword: "registry-password",
  StallTimeout: "stall-timeout",
  MinSpeed: "min-speed",
  Mirrors: "mirrors",
  Mode: "mode",
  DownloadConnections: "download-connections",
  Index: "index",
  RuntimeLibraries: "runtime-libraries",
  Threads: "threads"
};
var DEFAULT_IMAGE = "rocm/dev-ubuntu-24.04@sha256:a90cf047f615abe70fbef83c64def0a2d549ef37a39c8ea545430aba4981b374";
var INPUTS = [
  {
    name: Inputs.Image,
    default: DEFAULT_IMAGE,
    description: "Container image to install ROCm from, pinned by digest (`name@sha256:<64 hex>`); a tag alone is refused.",
    cli: { arg: "REF" }
  },
  {
    name: Inputs.RocmVersion,
    default: "",
    description: "A ROCm release instead of an image (`10.0.0`, or a prefix such as `10`: the newest it matches) from the releases setup-rocm knows.",
    cli: { arg: "VERSION" }
  },
  {
    name: Inputs.ImagePath,
    default: "/opt/rocm",
    description: "Directory inside the image to install, resolved through the image's own links.",
    cli: { arg: "PATH" }
  },
  {
    name: Inputs.Prune,
    default: "defaults",
    description: "Globs of files not to install, one per line, relative to `image-path`: `defaults` stands for the built-in list, `none` prunes nothing.",
    cli: { arg: "GLOB", repeat: true }
  },
  {
    name: Inputs.Protect,
    default: "",
    description: "Extra globs no prune pattern may remove, one per line (added to the built-in protected list).",
    cli: { arg: "GLOB", repeat: true }
  },
  {
    name: Inputs.GfxTarget,
    default: "gfx1036",
    description: "GPU targets the smoke test compiles for, comma or newline separated.",
    cli: { arg: "LIST" }
  },
  {
    name: Inputs.SmokeTest,
    default: "true",
    description: "Check the HIP runtime's library closure and compile a kernel with the tree's `hipcc` (run where a matching GPU exists) before success.",
    cli: { negated: "false" }
  },
  {
    name: Inputs.Cache,
    default: "true",
    description: "Restore and save the installed tree with the GitHub Actions cache: `true`, `restore` (restore only, never save) or `false`.",
    cli: { fixed: "false" }
  },
  {
    name: Inputs.CacheSaveUntrustedEvents,
    default: "false",
    description: "Save to the actions cache from `pull_request_target` and `workflow_run` jobs too (they run in the base branch\u2019s cache scope, often for forks).",
    cli: { fixed: "false" }
  },
  {
    name: Inputs.CacheVerify,
    default: "auto",
    description: "Cached trees are used only once verified against the image\u2019s seek index. Without an index, `auto` uses them, saying so; `required` refuses them.",
    cli: { fixed: "auto" }
  },
  {
    name: Inputs.ToolCacheVerify,
    default: "contents",
    description: "With an index: `contents` hashes every file of a tool-cache tree, `metadata` checks all but contents (for a tool cache only trusted jobs write).",
    cli: { fixed: "contents" }
  },
  {
    name: Inputs.Platform,
    default: "",
    emptyMeans: "the runner's (`linux/amd64` on X64)",
    description: "Platform to pick from a multi-platform image, `os/arch[/variant]`; empty: the runner's own.",
    cli: { arg: "OS/ARCH" }
  },
  {
    name: Inputs.RegistryUsername,
    default: "",
    description: "User name for the image's registry; anonymous pulls by default.",
    cli: { env: "SETUP_ROCM_REGISTRY_USERNAME" }
  },
  {
    name: Inputs.RegistryPassword,
    default: "",
    description: "Password or token for the image's registry; masked in logs.",
    cli: { env: "SETUP_ROCM_REGISTRY_PASSWORD" }
  },
  {
    name: Inputs.StallTimeout,
    default: "30",
    description: "Seconds without data (or below `min-speed` on average) after which a download counts as stalled and is resumed; two stalls in a row fail the step.",
    cli: { arg: "S" }
  },
  {
    name: Inputs.MinSpeed,
    default: "16",
    description: "KiB/s below which a download counts as stalled; `0` turns the rate check off.",
    cli: { arg: "KIB" }
  },
  {
    name: Inputs.DownloadConnections,
    default: "auto",
    description: "Connections per large blob, in `Range` parts: `auto` starts with one and adds more (up to 8) while the install waits and they raise the rate; 1-16 fixes it.",
    cli: { arg: "N|auto" },
    deprecated: [{ flag: "connections", arg: "N|auto" }]
  },
  {
    name: Inputs.Threads,
    default: "auto",
    description: "CPUs a cached tree is checked on, its files hashed side by side: `auto`, those the job may use (affinity, container CPU quota); 1-64 caps it.",
    cli: { arg: "N|auto" }
  },
  {
    name: Inputs.Index,
    default: "",
    description: "A seek index of the image (a file, or an artifact pinned by digest): only spans holding kept files are fetched. Empty: versions.json\u2019s, if any; `none`: never.",
    cli: { arg: "FILE|REF" }
  },
  {
    name: Inputs.Mirrors,
    default: "",
    description: "Repositories serving the same digest, one per line, tried in order before the image's own registry; each pull is checked against the pinned digest.",
    cli: { arg: "REPO", repeat: true },
    deprecated: [{ flag: "mirror", arg: "REPO", repeat: true }]
  },
  {
    name: Inputs.Mode,
    default: "sdk",
    description: "`sdk`: the pruned ROCm SDK. `runtime`: only the ELF load closure of `runtime-libraries`, checked by loading it.",
    cli: { arg: "sdk|runtime" },
    deprecated: [{ flag: "runtime", sets: "runtime" }]
  },
  {
    name: Inputs.RuntimeLibraries,
    default: "libamdhip64.so",
    description: "With `mode: runtime`, the libraries whose load closure to install, comma or newline separated.",
    cli: { arg: "L", repeat: true },
    deprecated: [{ flag: "runtime-library", arg: "L", repeat: true }]
  }
];
function flagOf(spec) {
  if ("arg" in spec.cli) return spec.name;
  if ("negated" in spec.cli) return `no-${spec.name}`;
  return void 0;
}
var byName = new Map(INPUTS.map((i) => [i.name, i]));
function defaultOf(name) {
  const spec = byName.get(name);
  if (!spec) throw new Error(`no input named ${name}`);
  return spec.default;
}

// src/oci/manifest.ts
var MediaType = {
  ociIndex: "application/vnd.oci.image.index.v1+json",
  ociManifest: "application/vnd.oci.image.manifest.v1+json",
  dockerList: "application/vnd.docker.distribution.manifest.list.v2+json",
  dockerManifest: "application/vnd.docker.distribution.manifest.v2+json",
  dockerSchema1: "application/vnd.docker.distribution.manifest.v1+prettyjws"
};
var ACCEPT = [
  MediaType.ociIndex,
  MediaType.ociManifest,
  MediaType.dockerList,
  MediaType.dockerManifest
].join(", ");
var MAX_MANIFEST_BYTES = 4 << 20;
var PlatformError = class extends UsageError {
  name = "PlatformError";
};
function parsePlatform(s) {
  const parts2 = s.trim().split("/");
  if (parts2.length < 2 || parts2.length > 3 || parts2.some((p) => !/^[a-z0-9_.-]+$/.test(p)))
    throw new PlatformError(`The platform "${s}" is not of the form os/arch[/variant], e.g. linux/amd64.`);
  return { os: parts2[0], architecture: parts2[1], variant: parts2[2] };
}
var fmt = (p) => `${p.os}/${p.architecture}${p.variant ? "/" + p.variant : ""}`;
var LAYER_TYPES = {
  "application/vnd.oci.image.layer.v1.tar": "none",
  "application/vnd.oci.image.layer.v1.tar+gzip": "gzip",
  "application/vnd.oci.image.layer.v1.tar+zstd": "zstd",
  "application/vnd.docker.image.rootfs.diff.tar.gzip": "gzip",
  "application/vnd.docker.image.rootfs.diff.tar": "none"
};
function isAttestation(d) {
  return d.annotations?.["vnd.docker.reference.type"] === "attestation-manifest" || d.platform?.os === "unknown" && d.platform?.architecture === "unknown";
}
function selectPlatform(entries, want) {
  const candidates = entries.filter((d) => !isAttestation(d) && d.platform);
  const same2 = candidates.filter(
    (d) => d.platform.os === want.os && d.platform.architecture === want.architecture
  );
  if (want.variant)
    return same2.find((d) => d.platform.variant === want.variant) ?? same2.find((d) => !d.platform.variant);
  return same2.find((d) => !d.platform.variant) ?? same2[0];
}
async function fetchVerified(t, digest, expectedSize) {
  assertDigest(digest, `a manifest reference of ${t.registry}/${t.repository}`);
  const kept = t.store?.get(digest);
  if (kept && (expectedSize === void 0 || kept.length === expectedSize))
    return { bytes: kept, contentType: "" };
  const what = `Manifest ${digest.slice(0, 19)}\u2026 of ${t.registry}/${t.repository}`;
  const tooLarge = () => new RegistryError(`${what} is over the ${MAX_MANIFEST_BYTES}-byte limit for manifests.`);
  const { res, body } = await t.fetchBytes(
    `manifests/${digest}`,
    { accept: ACCEPT },
    what,
    MAX_MANIFEST_BYTES,
    tooLarge
  );
  if (!body) throw t.describe(what, res.status, await res.readBody());
  const bytes = body;
  const actual = digestOf(bytes);
  if (actual !== digest)
    throw new IntegrityError(
      `${what}: the registry served a manifest whose sha256 is ${actual}, not the pinned ${digest}. Nothing was downloaded; do not trust this registry or mirror for this image.`
    );
  if (expectedSize !== void 0 && bytes.length !== expectedSize)
    throw new IntegrityError(`${what}: ${bytes.length} bytes where the index says ${expectedSize}.`);
  t.store?.put(digest, bytes);
  return {
    bytes,
    contentType: String(res.headers["content-type"] ?? "").split(";")[0].trim()
  };
}
function checkDescriptor(d, what) {
  if (!d || typeof d.digest !== "string" || typeof d.size !== "number" || !Number.isSafeInteger(d.size) || d.size < 0)
    throw new ImageError(`${what} has a malformed descriptor.`);
  try {
    assertDigest(d.digest, what);
  } catch (e) {
    throw new ImageError(e.message, { cause: e });
  }
}
async function resolveImage(t, pinned, platform) {
  const path = [];
  let digest = pinned;
  let size;
  for (let depth = 0; depth < 5; depth++) {
    path.push(digest);
    const { bytes, contentType } = await fetchVerified(t, digest, size);
    let doc;
    try {
      doc = JSON.parse(bytes.toString("utf8"));
    } catch {
      throw new ImageError(`Manifest ${digest} is not valid JSON.`);
    }
    const mediaType = doc.mediaType ?? (contentType && contentType !== "application/json" ? contentType : doc.manifests ? MediaType.ociIndex : MediaType.ociManifest);
    if (mediaType === MediaType.dockerSchema1 || doc.schemaVersion === 1)
      throw new ImageError(
        `Manifest ${digest} is Docker schema 1, which is deprecated and unsupported; pin a schema 2 or OCI digest.`
      );
    if (mediaType === MediaType.ociIndex || mediaType === MediaType.dockerList) {
      const entries = doc.manifests ?? [];
      entries.forEach((d, i) => checkDescriptor(d, `Index ${digest} entry ${i}`));
      const chosen = selectPlatform(entries, platform);
      if (!chosen) {
        const present = entries.filter((d) => !isAttestation(d) && d.platform).map((d) => fmt(d.platform));
        throw new ImageError(
          `The image ${pinned} has no ${fmt(platform)} manifest. Platforms present: ${present.join(", ") || "none"}. Set the platform input to one of them.`
        );
      }
      digest = chosen.digest;
      size = chosen.size;
      continue;
    }
    if (mediaType !== MediaType.ociManifest && mediaType !== MediaType.dockerManifest)
      throw new ImageError(`Manifest ${digest} has unsupported media type "${mediaType}".`);
    if (!doc.config || !Array.isArray(doc.layers))
      throw new ImageError(`Manifest ${digest} has no config or layers.`);
    checkDescriptor(doc.config, `Manifest ${digest} config`);
    const layers = doc.layers.map((l, i) => {
      checkDescriptor(l, `Manifest ${digest} layer ${i}`);
      if (/nondistributable|foreign/.test(l.mediaType) || l.urls && l.urls.length)
        throw new ImageError(
          `Layer ${i} (${l.digest}) is a non-distributable layer served from elsewhere (${l.urls?.join(", ") ?? "no URL"}); such images are not supported.`
        );
      const c = LAYER_TYPES[l.mediaType];
      if (!c)
        throw new ImageError(
          `Layer ${i} (${l.digest}) has unsupported media type "${l.mediaType}". Supported: ${Object.keys(LAYER_TYPES).join(", ")}.`
        );
      return { ...l, declaredCompression: c };
    });
    const annotations = {};
    for (const [k, v] of Object.entries(doc.annotations ?? {})) if (typeof v === "string") annotations[k] = v;
    return {
      digest,
      pinned,
      mediaType,
      size: bytes.length,
      config: doc.config,
      layers,
      platform,
      path,
      annotations
    };
  }
  throw new ImageError(`The image ${pinned} nests indexes more than 5 deep.`);
}

// src/config/gfx.ts
var GFX_TARGETS = [
  // GCN GFX6-GFX8
  "gfx600",
  "gfx601",
  "gfx602",
  "gfx700",
  "gfx701",
  "gfx702",
  "gfx703",
  "gfx704",
  "gfx705",
  "gfx801",
  "gfx802",
  "gfx803",
  "gfx805",
  "gfx810",
  // GFX9 (Vega, CDNA)
  "gfx900",
  "gfx902",
  "gfx904",
  "gfx906",
  "gfx908",
  "gfx909",
  "gfx90a",
  "gfx90c",
  "gfx940",
  "gfx941",
  "gfx942",
  "gfx950",
  // GFX10 (RDNA 1, 2)
  "gfx1010",
  "gfx1011",
  "gfx1012",
  "gfx1013",
  "gfx1030",
  "gfx1031",
  "gfx1032",
  "gfx1033",
  "gfx1034",
  "gfx1035",
  "gfx1036",
  // GFX11 (RDNA 3, 3.5)
  "gfx1100",
  "gfx1101",
  "gfx1102",
  "gfx1103",
  "gfx1150",
  "gfx1151",
  "gfx1152",
  "gfx1153",
  // GFX12 (RDNA 4) and GFX12.5
  "gfx1200",
  "gfx1201",
  "gfx1250",
  "gfx1251",
  // generic targets (one code object for a family)
  "gfx9-generic",
  "gfx9-4-generic",
  "gfx10-1-generic",
  "gfx10-3-generic",
  "gfx11-generic",
  "gfx12-generic"
];
var KNOWN = new Set(GFX_TARGETS);
var FEATURE = /^(xnack|sramecc)[+-]$/;
function gfxTargetProblem(id) {
  const [proc, ...features] = id.split(":");
  if (!KNOWN.has(proc)) {
    const family = proc.replace(/[0-9a-f]$/, "");
    const near = GFX_TARGETS.filter((t) => family.length > 3 && t.startsWith(family)).slice(0, 8);
    return `"${proc}" is not a GPU the LLVM AMDGPU backend knows` + (near.length ? ` (its family has ${near.join(", ")})` : " (examples: gfx1036, gfx90a, gfx942, gfx1100)");
  }
  for (const f of features)
    if (!FEATURE.test(f)) return `"${id}" has the feature "${f}"; only xnack+/- and sramecc+/- exist`;
  const names = features.map((f) => f.slice(0, -1));
  if (new Set(names).size !== names.length) return `"${id}" names a feature twice`;
  return void 0;
}

// versions.json
var versions_default = {
  format: 1,
  comment: "ROCm releases setup-rocm knows, each with the image it installs from, pinned by digest (rocm-version input, CLI --rocm-version). Rows are added by .github/workflows/update-versions.yml (scripts/add-version.mjs); per-image data (a seek index) may be added to a row.",
  releases: [
    {
      version: "10.0.0",
      image: "rocm/dev-ubuntu-24.04:10.0.0-full@sha256:a90cf047f615abe70fbef83c64def0a2d549ef37a39c8ea545430aba4981b374",
      platforms: ["linux/amd64"]
    }
  ]
};

// src/config/versions.ts
var VERSIONS = versions_default;
var parts = (v) => v.split(".").map(Number);
function compare(a, b) {
  const x = parts(a);
  const y = parts(b);
  for (let i = 0; i < Math.max(x.length, y.length); i++)
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (y[i] ?? 0) - (x[i] ?? 0);
  return 0;
}
function resolveVersion(wanted, file = VERSIONS) {
  const w = wanted.trim().replace(/^v/i, "");
  const known = [...file.releases].sort((a, b) => compare(a.version, b.version));
  const list = known.map((r) => r.version).join(", ") || "none";
  if (!/^\d+(\.\d+){0,2}$/.test(w))
    return {
      problem: `"${wanted}" is not a ROCm version (write 10.0.0, or a prefix such as 10 or 10.0). Known: ${list}.`
    };
  const hit = known.find((r) => r.version === w || r.version.startsWith(`${w}.`));
  if (!hit)
    return {
      problem: `ROCm ${w} is not a release setup-rocm knows (known: ${list}). Pin its image with the image input instead, or update setup-rocm.`
    };
  return { release: hit };
}

// src/config/inputs.ts
import { isAbsolute, resolve } from "node:path";
var DEFAULT_NETWORK = {
  stallMs: Number(defaultOf(Inputs.StallTimeout)) * 1e3,
  minBytesPerSecond: Number(defaultOf(Inputs.MinSpeed)) * 1024,
  ...parseConnectionsText(defaultOf(Inputs.DownloadConnections))
};
function parseConnectionsText(v) {
  return v.trim().toLowerCase() === "auto" ? { connections: AUTO_MAX, adaptive: true } : { connections: Number(v), adaptive: false };
}
var InputError = class extends UsageError {
  name = "InputError";
};
var actionLabel = (name) => `Input "${name}"`;
var lines = (s) => s.split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
function parseBoolean(name, value, dflt, label = actionLabel) {
  const v = value.trim();
  if (!v) return dflt;
  if (["true", "True", "TRUE"].includes(v)) return true;
  if (["false", "False", "FALSE"].includes(v)) return false;
  throw new InputError(`${label(name)} must be true or false (got "${value}").`);
}
function parseCache(value, label) {
  const v = value.trim().toLowerCase();
  if (v === "restore") return { cache: true, cacheSave: false };
  if (v === "true" || v === "false") return { cache: v === "true", cacheSave: v === "true" };
  throw new InputError(`${label(Inputs.Cache)} must be true, restore or false (got "${value}").`);
}
function parseCacheVerify(value, label) {
  const v = value.trim().toLowerCase();
  if (v === "auto" || v === "required") return v;
  throw new InputError(`${label(Inputs.CacheVerify)} must be auto or required (got "${value}").`);
}
function parseToolCacheVerify(value, label) {
  const v = value.trim().toLowerCase();
  if (v === "contents" || v === "metadata") return v;
  throw new InputError(`${label(Inputs.ToolCacheVerify)} must be contents or metadata (got "${value}").`);
}
function parseGfxTargets(value, label = actionLabel) {
  const targets = value.split(/[\s,]+/).map((t) => t.trim()).filter(Boolean);
  if (!targets.length)
    throw new InputError(`${label(Inputs.GfxTarget)} is empty; give at least one target such as gfx1036.`);
  for (const t of targets) {
    const problem = gfxTargetProblem(t);
    if (problem) throw new InputError(`${label(Inputs.GfxTarget)}: ${problem}.`);
  }
  return [...new Set(targets)];
}
function hostPlatform(host) {
  const os = host.os.toLowerCase();
  if (os !== "linux")
    throw new InputError(
      `setup-rocm installs ROCm on Linux only, and this runner is ${host.os}. Run the job on a Linux runner (runs-on: ubuntu-24.04 or a self-hosted Linux machine).`
    );
  const arch = host.arch.toLowerCase();
  if (arch === "x64") return "linux/amd64";
  if (arch === "arm64") return "linux/arm64";
  throw new InputError(
    `There are no ROCm images for this runner's architecture (${host.arch}); ROCm images are linux/amd64 (and a few linux/arm64).`
  );
}
function parseSeconds(name, value, dflt, label) {
  const v = value.trim();
  if (!v) return dflt;
  if (!/^\d+(\.\d+)?$/.test(v) || Number(v) <= 0)
    throw new InputError(`${label(name)} must be a positive number of seconds (got "${value}").`);
  return Number(v) * 1e3;
}
function parseSpeed(name, value, dflt, label) {
  const v = value.trim();
  if (!v) return dflt;
  if (!/^\d+(\.\d+)?$/.test(v))
    throw new InputError(`${label(name)} must be a speed in KiB/s, 0 to turn the check off (got "${value}").`);
  return Math.round(Number(v) * 1024);
}
function parseWholeNumber(what, value, lo, hi, loMeaning) {
  const v = value.trim();
  if (!/^\d+$/.test(v) || Number(v) < lo || Number(v) > hi)
    throw new InputError(
      `${what} must be a whole number from ${lo}${loMeaning ? ` (${loMeaning})` : ""} to ${hi} (got "${value}").`
    );
  return Number(v);
}
function parseThreads(value, label) {
  const v = value.trim().toLowerCase();
  if (!v || v === "auto") return {};
  return { threads: parseWholeNumber(label(Inputs.Threads), value, 1, 64) };
}
function parseConnections(value, label) {
  if (!value.trim()) return { connections: DEFAULT_NETWORK.connections, adaptive: DEFAULT_NETWORK.adaptive };
  if (value.trim().toLowerCase() === "auto") return parseConnectionsText("auto");
  return {
    connections: parseWholeNumber(label(Inputs.DownloadConnections), value, 1, 16, "one stream"),
    adaptive: false
  };
}
function parsePatterns(s, label) {
  let prune;
  try {
    prune = new PatternSet(expandPruneList(lines(s(Inputs.Prune) || defaultOf(Inputs.Prune))));
  } catch (e) {
    throw new InputError(`${label(Inputs.Prune)}: ${e.message}`);
  }
  let protect;
  try {
    protect = new PatternSet([...DEFAULT_PROTECT, ...lines(s(Inputs.Protect))]);
  } catch (e) {
    throw new InputError(`${label(Inputs.Protect)}: ${e.message}`);
  }
  const conflict = provenProtectedConflict(prune, protect);
  if (conflict) throw new InputError(`${label(Inputs.Prune)}: ${conflict.message}`);
  return { prune, protect };
}
function parsePlatformInput(platformText, release, label) {
  let platform;
  try {
    platform = parsePlatform(platformText);
  } catch (e) {
    throw new InputError(`${label(Inputs.Platform)}: ${e.message}`);
  }
  if (platform.os !== "linux")
    throw new InputError(
      `${label(Inputs.Platform)}: ROCm images are Linux images; use linux/<arch> (got "${platformText}").`
    );
  const platformName = `${platform.os}/${platform.architecture}${platform.variant ? `/${platform.variant}` : ""}`;
  if (release && !release.platforms.includes(platformName))
    throw new InputError(
      `ROCm ${release.version}'s image has ${release.platforms.join(", ")} only, and this needs ${platformName}. Run on an X64 runner, or set ${label(Inputs.Platform)}.`
    );
  return platform;
}
function parseRuntimeLibraries(text, label) {
  const runtimeLibraries = [...new Set(text.split(/[\s,]+/).filter(Boolean))];
  for (const l of runtimeLibraries)
    if (!/^[\w.+-]+(\/[\w.+-]+)*$/.test(l) || l.split("/").includes(".."))
      throw new InputError(
        `${label(Inputs.RuntimeLibraries)}: "${l}" is not a library name (libamdhip64.so) or a path inside the tree (lib/libhiprtc.so).`
      );
  if (!runtimeLibraries.length) runtimeLibraries.push(defaultOf(Inputs.RuntimeLibraries));
  return runtimeLibraries;
}
function parseInputs(get, host, label = actionLabel) {
  const s = (name) => get(name) ?? "";
  const given = get(Inputs.Image);
  if (given !== void 0 && !given.trim())
    throw new InputError(
      `${label(Inputs.Image)} is empty. Omit it for the default image, or give one pinned by digest (name@sha256:<digest>).`
    );
  const imageGiven = given !== void 0 && given.trim() !== DEFAULT_IMAGE;
  const versionText = s(Inputs.RocmVersion).trim();
  let release;
  if (versionText) {
    if (imageGiven)
      throw new InputError(
        `Give ${label(Inputs.Image)} or ${label(Inputs.RocmVersion)}, not both: a version names its own image (versions.json).`
      );
    const r = resolveVersion(versionText);
    if ("problem" in r) throw new InputError(`${label(Inputs.RocmVersion)}: ${r.problem}`);
    release = r.release;
  }
  let reference;
  try {
    reference = parseReference(release?.image ?? given ?? DEFAULT_IMAGE);
  } catch (e) {
    throw new InputError(`${label(Inputs.Image)}: ${e.message}`);
  }
  const imagePath = (s(Inputs.ImagePath).trim() || defaultOf(Inputs.ImagePath)).replace(/\/+$/, "") || "/";
  if (!imagePath.startsWith("/"))
    throw new InputError(
      `${label(Inputs.ImagePath)} must be an absolute path inside the image (got "${imagePath}").`
    );
  if (imagePath.split("/").includes(".."))
    throw new InputError(`${label(Inputs.ImagePath)} must not contain "..".`);
  const { prune, protect } = parsePatterns(s, label);
  const platform = parsePlatformInput(s(Inputs.Platform).trim() || hostPlatform(host), release, label);
  const username = s(Inputs.RegistryUsername).trim();
  const password = s(Inputs.RegistryPassword);
  if (!!username !== !!password)
    throw new InputError(
      "Give both registry-username and registry-password (the CLI reads SETUP_ROCM_REGISTRY_USERNAME and SETUP_ROCM_REGISTRY_PASSWORD), or neither for an anonymous pull."
    );
  const mode = (s(Inputs.Mode).trim() || defaultOf(Inputs.Mode)).toLowerCase();
  if (mode !== "sdk" && mode !== "runtime")
    throw new InputError(
      `${label(Inputs.Mode)} must be sdk (the pruned SDK) or runtime (only what HIP binaries load); got "${mode}".`
    );
  const runtimeLibraries = parseRuntimeLibraries(s(Inputs.RuntimeLibraries), label);
  const index = parseIndex(s(Inputs.Index), release ?? releaseOf(reference), label);
  const mirrors = lines(s(Inputs.Mirrors)).map((line) => {
    try {
      return parseMirror(line);
    } catch (e) {
      throw new InputError(`${label(Inputs.Mirrors)}: ${e.message}`);
    }
  });
  return {
    mirrors,
    ...index ? { index } : {},
    source: { reference, platform, imagePath, prune, protect, mode, runtimeLibraries },
    gfxTargets: parseGfxTargets(s(Inputs.GfxTarget) || defaultOf(Inputs.GfxTarget), label),
    smokeTest: parseBoolean(
      Inputs.SmokeTest,
      s(Inputs.SmokeTest),
      defaultOf(Inputs.SmokeTest) === "true",
      label
    ),
    ...parseCache(s(Inputs.Cache) || defaultOf(Inputs.Cache), label),
    cacheSaveUntrusted: parseBoolean(
      Inputs.CacheSaveUntrustedEvents,
      s(Inputs.CacheSaveUntrustedEvents),
      defaultOf(Inputs.CacheSaveUntrustedEvents) === "true",
      label
    ),
    cacheVerify: parseCacheVerify(s(Inputs.CacheVerify) || defaultOf(Inputs.CacheVerify), label),
    toolCacheVerify: parseToolCacheVerify(
      s(Inputs.ToolCacheVerify) || defaultOf(Inputs.ToolCacheVerify),
      label
    ),
    credentials: username ? { username, password } : void 0,
    ...parseThreads(s(Inputs.Threads), label),
    network: {
      stallMs: parseSeconds(Inputs.StallTimeout, s(Inputs.StallTimeout), DEFAULT_NETWORK.stallMs, label),
      minBytesPerSecond: parseSpeed(
        Inputs.MinSpeed,
        s(Inputs.MinSpeed),
        DEFAULT_NETWORK.minBytesPerSecond,
        label
      ),
      ...parseConnections(s(Inputs.DownloadConnections), label)
    }
  };
}
function releaseOf(r) {
  return VERSIONS.releases.find((x) => {
    try {
      return parseReference(x.image).digest === r.digest;
    } catch {
      return false;
    }
  });
}
function parseIndex(value, release, label) {
  const v = value.trim();
  if (v.toLowerCase() === "none") return void 0;
  const from = v ? "input" : "versions";
  const text = v || release?.index;
  if (!text) return void 0;
  if (text.includes("@")) {
    try {
      return { kind: "oci", reference: parseReference(text), from };
    } catch (e) {
      throw new InputError(`${label(Inputs.Index)}: ${e.message}`);
    }
  }
  if (from === "versions")
    throw new InputError(
      `versions.json names the index "${text}" for ${release.version}, which is not pinned by digest.`
    );
  return { kind: "file", path: isAbsolute(text) ? text : resolve(text), from };
}

// src/oci/docker-config.ts
import { readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
function configHost(key) {
  const host = normalizeHost(key.replace(/^[a-z]+:\/\//i, "").split("/")[0]);
  return DOCKER_HUB_ALIASES.includes(host) ? DOCKER_HUB : host;
}
function dockerConfigPath(env = process.env) {
  return join(env.DOCKER_CONFIG || join(env.HOME || homedir(), ".docker"), "config.json");
}
var BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
function dockerCredentials(registry, log, what = "registry-username and registry-password", env = process.env) {
  const path = dockerConfigPath(env);
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    if (e.code !== "ENOENT")
      log.warning(
        `Cannot read ${path} (${e.code}); its docker login credentials are not used.`
      );
    return void 0;
  }
  let cfg;
  try {
    cfg = JSON.parse(text);
  } catch {
    log.warning(
      `${path} is not valid JSON, so its docker login credentials are not used. Run docker login again (it rewrites the file), or give ${what}.`
    );
    return void 0;
  }
  if (!cfg || typeof cfg !== "object") return void 0;
  const want = configHost(registry);
  for (const e of Object.values(cfg.auths ?? {})) {
    if (!e || typeof e !== "object") continue;
    for (const v of [e.auth, e.password, e.identitytoken]) if (typeof v === "string" && v) log.mask(v);
    if (typeof e.auth === "string" && BASE64.test(e.auth)) {
      const plain = Buffer.from(e.auth, "base64").toString("utf8");
      const colon = plain.indexOf(":");
      if (colon > 0 && colon < plain.length - 1) log.mask(plain.slice(colon + 1));
    }
  }
  const entry = Object.entries(cfg.auths ?? {}).find(([k]) => configHost(k) === want)?.[1];
  if (entry?.identitytoken) return { username: "<token>", password: "", identityToken: entry.identitytoken };
  if (entry?.auth) {
    const plain = BASE64.test(entry.auth) ? Buffer.from(entry.auth, "base64").toString("utf8") : "";
    const colon = plain.indexOf(":");
    if (colon > 0) return { username: plain.slice(0, colon), password: plain.slice(colon + 1) };
    log.warning(
      `${path}: the auth entry for ${want} is not base64 of user:password, so it is not used. Run docker login ${want} again, or give ${what}.`
    );
  }
  if (entry?.username && entry.password) return { username: entry.username, password: entry.password };
  const helper = cfg.credHelpers?.[want] ?? cfg.credHelpers?.[registry] ?? cfg.credsStore;
  if (helper)
    log.warning(
      `${path} keeps credentials in the helper docker-credential-${helper}, which setup-rocm does not run; ${want} is asked anonymously. If it needs credentials, give ${what}.`
    );
  return void 0;
}
function dockerLogin(registry, log, what) {
  const found = dockerCredentials(registry, log, what);
  if (found) log.info(`Using the docker login credentials for ${registry} (${dockerConfigPath()}).`);
  return found;
}

// src/runtime/closure.ts
import { promises as fs2 } from "node:fs";
import { join as join2 } from "node:path";

// src/runtime/elf.ts
import { promises as fs } from "node:fs";
var ElfError = class extends ImageError {
  name = "ElfError";
};
var PT_LOAD = 1;
var PT_DYNAMIC = 2;
var DT_NULL = 0;
var DT_NEEDED = 1;
var DT_STRTAB = 5;
var DT_STRSZ = 10;
var DT_SONAME = 14;
var DT_RPATH = 15;
var DT_RUNPATH = 29;
var isElf = (head) => head.length >= 4 && head[0] === 127 && head[1] === 69 && head[2] === 76 && head[3] === 70;
async function parseDynamic(read, name = "the file") {
  const ident = await read(0, 64);
  if (!isElf(ident)) throw new ElfError(`${name} is not an ELF file`);
  let buf = ident;
  let base = 0;
  const load = async (offset, length) => {
    buf = await read(offset, length);
    base = offset;
    if (buf.length < length) throw new ElfError(`${name}: truncated ELF (offset ${offset} + ${length})`);
  };
  const is64 = ident[4] === 2;
  const le = ident[5] === 1;
  if (ident[4] !== 1 && ident[4] !== 2) throw new ElfError(`${name}: unknown ELF class ${ident[4]}`);
  const u16 = (o) => le ? buf.readUInt16LE(o - base) : buf.readUInt16BE(o - base);
  const u32 = (o) => le ? buf.readUInt32LE(o - base) : buf.readUInt32BE(o - base);
  const addr = (o) => is64 ? Number(le ? buf.readBigUInt64LE(o - base) : buf.readBigUInt64BE(o - base)) : u32(o);
  const check = (o, n) => {
    if (o < base || o + n > base + buf.length)
      throw new ElfError(`${name}: truncated ELF (offset ${o} + ${n})`);
  };
  check(0, is64 ? 64 : 52);
  const machine = u16(18);
  const phoff = addr(is64 ? 32 : 28);
  const phentsize = u16(is64 ? 54 : 42);
  const phnum = u16(is64 ? 56 : 44);
  if (phnum > 4096 || phentsize < (is64 ? 56 : 32)) throw new ElfError(`${name}: implausible program headers`);
  await load(phoff, phnum * phentsize);
  const loads = [];
  let dyn;
  for (let i = 0; i < phnum; i++) {
    const p = phoff + i * phentsize;
    check(p, phentsize);
    const type = u32(p);
    const offset = addr(is64 ? p + 8 : p + 4);
    const vaddr = addr(is64 ? p + 16 : p + 8);
    const filesz = addr(is64 ? p + 32 : p + 16);
    if (type === PT_LOAD) loads.push({ vaddr, offset, filesz });
    else if (type === PT_DYNAMIC) dyn = { offset, size: filesz };
  }
  if (!dyn) return void 0;
  if (dyn.size > 1 << 20) throw new ElfError(`${name}: implausible dynamic segment of ${dyn.size} bytes`);
  await load(dyn.offset, dyn.size);
  const entSize = is64 ? 16 : 8;
  const entries = [];
  for (let o = dyn.offset; o + entSize <= dyn.offset + dyn.size; o += entSize) {
    check(o, entSize);
    const tag = addr(o);
    if (tag === DT_NULL) break;
    entries.push([tag, addr(o + entSize / 2)]);
  }
  const strtabAddr = entries.find(([t]) => t === DT_STRTAB)?.[1];
  const strsz = entries.find(([t]) => t === DT_STRSZ)?.[1] ?? 0;
  if (strtabAddr === void 0) throw new ElfError(`${name}: a dynamic section without DT_STRTAB`);
  const seg = loads.find((l) => strtabAddr >= l.vaddr && strtabAddr < l.vaddr + l.filesz);
  if (!seg) throw new ElfError(`${name}: DT_STRTAB lies in no loaded segment`);
  const strtab = strtabAddr - seg.vaddr + seg.offset;
  if (!strsz || strsz > 256 << 20) throw new ElfError(`${name}: implausible DT_STRSZ ${strsz}`);
  const strings = await read(strtab, strsz);
  const str = (off) => {
    const end = strings.indexOf(0, off);
    if (off >= strings.length || end < 0) throw new ElfError(`${name}: unterminated string in DT_STRTAB`);
    return strings.toString("utf8", off, end);
  };
  const paths = (v) => v.split(":").filter(Boolean);
  const out = { needed: [], rpath: [], runpath: [], machine };
  for (const [tag, val] of entries) {
    if (tag === DT_NEEDED) out.needed.push(str(val));
    else if (tag === DT_SONAME) out.soname = str(val);
    else if (tag === DT_RPATH) out.rpath.push(...paths(str(val)));
    else if (tag === DT_RUNPATH) out.runpath.push(...paths(str(val)));
  }
  return out;
}
async function readDynamic(path) {
  const fh = await fs.open(path, "r");
  try {
    const head = Buffer.alloc(4);
    await fh.read(head, 0, 4, 0);
    if (!isElf(head)) return void 0;
    return await parseDynamic(async (offset, length) => {
      const b = Buffer.alloc(length);
      const { bytesRead } = await fh.read(b, 0, length, offset);
      return b.subarray(0, bytesRead);
    }, path);
  } finally {
    await fh.close();
  }
}

// src/log.ts
var formatBytes = (n) => {
  const u = ["B", "KiB", "MiB", "GiB", "TiB"];
  let i = 0;
  let v = n;
  while (v >= 1024 && i < u.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(i ? 1 : 0)} ${u[i]}`;
};

// src/runtime/closure.ts
var HOST_LIBRARIES = [
  "libc.so.6",
  "libm.so.6",
  "libdl.so.2",
  "libpthread.so.0",
  "librt.so.1",
  "libresolv.so.2",
  "libutil.so.1",
  "libgcc_s.so.1",
  "libstdc++.so.6",
  "ld-linux-x86-64.so.2",
  "ld-linux-aarch64.so.1"
];
var ClosureError = class extends ImageError {
  name = "ClosureError";
};
var MAX_HOPS = 40;
async function resolveInTree(tree, rel) {
  const queue = [...rel];
  const cur = [];
  const links = [];
  let hops = 0;
  while (queue.length) {
    const c = queue.shift();
    if (c === "" || c === ".") continue;
    if (c === "..") {
      if (!cur.length) return void 0;
      cur.pop();
      continue;
    }
    const p = join2(tree, ...cur, c);
    let st;
    try {
      st = await fs2.lstat(p);
    } catch {
      return void 0;
    }
    if (st.isSymbolicLink()) {
      if (++hops > MAX_HOPS) return void 0;
      links.push([...cur, c].join("/"));
      const target = await fs2.readlink(p);
      if (target.startsWith("/")) return void 0;
      queue.unshift(...target.split("/"));
      continue;
    }
    cur.push(c);
  }
  return { real: cur, links };
}
function expand(dirs, originRel) {
  const out = [];
  for (const d of dirs) {
    if (!/^\$(ORIGIN|\{ORIGIN\})(\/|$)/.test(d)) continue;
    out.push([
      ...originRel,
      ...d.replace(/^\$(ORIGIN|\{ORIGIN\})\/?/, "").split("/").filter(Boolean)
    ]);
  }
  return out;
}
async function computeClosure(tree, roots) {
  const libraries = /* @__PURE__ */ new Map();
  const links = /* @__PURE__ */ new Set();
  const host = /* @__PURE__ */ new Map();
  const unresolved = /* @__PURE__ */ new Map();
  const dyn = /* @__PURE__ */ new Map();
  let machine;
  const find = async (name, dirs, neededBy) => {
    for (const d of dirs) {
      const r = await resolveInTree(tree, [...d, ...name.split("/")]);
      if (!r) continue;
      const path = r.real.join("/");
      const st = await fs2.stat(join2(tree, path)).catch(() => void 0);
      if (!st?.isFile()) continue;
      if (!dyn.has(path)) dyn.set(path, await readDynamic(join2(tree, path)).catch(() => void 0));
      const d2 = dyn.get(path);
      if (!d2 || machine !== void 0 && d2.machine !== machine) continue;
      machine ??= d2.machine;
      for (const l of r.links) links.add(l);
      if (!libraries.has(path)) libraries.set(path, { path, size: st.size, neededBy });
      return path;
    }
    return void 0;
  };
  const lib = [["lib"]];
  const work = [];
  for (const root of roots) {
    const path = await find(root, root.includes("/") ? [[]] : lib, "requested");
    if (!path) unresolved.set(root, "requested");
    else work.push({ path, inherited: [] });
  }
  const visited = /* @__PURE__ */ new Set();
  while (work.length) {
    const { path, inherited } = work.shift();
    if (visited.has(path)) continue;
    visited.add(path);
    const d = dyn.get(path);
    const origin = path.split("/").slice(0, -1);
    const rpath = d.runpath.length ? [] : [...expand(d.rpath, origin), ...inherited];
    const dirs = [...rpath, ...lib, ...expand(d.runpath, origin)];
    for (const name of d.needed) {
      if (HOST_LIBRARIES.includes(name)) {
        if (!host.has(name)) host.set(name, path);
        continue;
      }
      const found = await find(name, dirs, path);
      if (found) work.push({ path: found, inherited: d.runpath.length ? [] : rpath });
      else if (!unresolved.has(name)) unresolved.set(name, path);
    }
  }
  const list = [...libraries.values()];
  return {
    libraries: list,
    links: [...links].sort(),
    host: [...host].map(([name, neededBy]) => ({ name, neededBy })),
    unresolved: [...unresolved].map(([name, neededBy]) => ({ name, neededBy })),
    bytes: list.reduce((s, l) => s + l.size, 0)
  };
}
async function keepOnly(tree, c, keepAlso = [".info"], remove = (rel) => fs2.rm(join2(tree, rel), { recursive: true, force: true })) {
  const keep = /* @__PURE__ */ new Set([...c.libraries.map((l) => l.path), ...c.links]);
  const dirs = [...keepAlso];
  for (const k of keepAlso) {
    const r = await resolveInTree(tree, k.split("/"));
    if (!r) continue;
    for (const l of r.links) keep.add(l);
    dirs.push(r.real.join("/"));
  }
  const keepDir = (rel) => dirs.some((k) => rel === k || rel.startsWith(k + "/"));
  const visit = async (rel) => {
    let kept = false;
    for (const e of await fs2.readdir(join2(tree, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (keepDir(r) || keep.has(r)) {
        kept = true;
        continue;
      }
      if (e.isDirectory() && await visit(r)) {
        kept = true;
        continue;
      }
      await remove(r);
    }
    return kept;
  };
  await visit("");
}
function closureLines(c) {
  return [
    ...c.libraries.map((l) => `${formatBytes(l.size).padStart(10)}  ${l.path}  (needed by ${l.neededBy})`),
    `${formatBytes(c.bytes).padStart(10)}  total: ${c.libraries.length} libraries`,
    ...c.host.map((h) => `      host  ${h.name}  (needed by ${h.neededBy})`)
  ];
}

// src/progress.ts
var LineProgress = class {
  log;
  intervalMs;
  state = /* @__PURE__ */ new Map();
  constructor(log, intervalMs = 5e3) {
    this.log = log;
    this.intervalMs = intervalMs;
  }
  layerStart(index, count, digest, size) {
    const now = Date.now();
    this.state.set(index, { digest, size, got: 0, start: now, first: 0, end: 0, last: now, count });
  }
  line(index, final) {
    const s = this.state.get(index);
    const secs = Math.max(1e-3, ((final ? s.end : Date.now()) - (s.first || s.start)) / 1e3);
    const rate = s.got / secs;
    const pct = s.size ? Math.floor(s.got / s.size * 100) : 100;
    const eta = rate > 0 && !final ? `, ETA ${Math.ceil((s.size - s.got) / rate)} s` : "";
    return `Layer ${index + 1}/${s.count} ${s.digest.slice(7, 19)}: ${formatBytes(s.got)} of ${formatBytes(s.size)} (${pct}%), ${formatBytes(rate)}/s${final ? ` in ${secs.toFixed(1)} s` : eta}`;
  }
  layerBytes(index, n) {
    const s = this.state.get(index);
    if (!s) return;
    s.got += n;
    const now = Date.now();
    if (!s.first) s.first = now;
    s.end = now;
    if (now - s.last >= this.intervalMs) {
      s.last = now;
      this.log.info(this.line(index, false));
    }
  }
  layerDone(index) {
    if (this.state.has(index)) this.log.info(this.line(index, true));
  }
};

// src/memory.ts
var NO_MEMORY_POLICY = { indexed: () => {
}, whole: () => {
} };

// src/pipeline/environment.ts
var join3 = (a, b) => b ? `${a}:${b}` : a;
function rocmEnvironment(rocmPath, env, has) {
  const vars = {
    ROCM_PATH: rocmPath,
    HIP_PATH: rocmPath,
    HIP_PLATFORM: "amd",
    LD_LIBRARY_PATH: join3(`${rocmPath}/lib`, env.LD_LIBRARY_PATH),
    CMAKE_PREFIX_PATH: join3(rocmPath, env.CMAKE_PREFIX_PATH)
  };
  const clang = ["llvm/bin", "lib/llvm/bin"].find((d) => has(`${d}/clang`));
  if (clang) vars.HIP_CLANG_PATH = `${rocmPath}/${clang}`;
  const bitcode = ["amdgcn/bitcode", "lib/llvm/amdgcn/bitcode"].find((d) => has(d));
  if (bitcode) {
    vars.HIP_DEVICE_LIB_PATH = `${rocmPath}/${bitcode}`;
    vars.DEVICE_LIB_PATH = `${rocmPath}/${bitcode}`;
  }
  return { vars, path: [`${rocmPath}/bin`] };
}
function applyEnvironment(env, e) {
  const out = {};
  for (const [k, v] of Object.entries(env)) if (v !== void 0) out[k] = v;
  Object.assign(out, e.vars);
  out.PATH = [...e.path, out.PATH].filter(Boolean).join(":");
  return out;
}
var PASSED_TO_IMAGE = /^(PATH|HOME|USER|LOGNAME|SHELL|TERM|TZ|LANG|LANGUAGE|LC_[A-Z_]+|HIP_VISIBLE_DEVICES|ROCR_VISIBLE_DEVICES|GPU_DEVICE_ORDINAL|HSA_[A-Z0-9_]+)$/;
function imageProgramEnvironment(env, e, extra = {}) {
  const allowed = {};
  for (const [k, v] of Object.entries(env)) if (PASSED_TO_IMAGE.test(k)) allowed[k] = v;
  return { ...applyEnvironment(allowed, e), ...extra };
}
function exportLines(e) {
  const q = (s) => `'${s.replace(/'/g, `'\\''`)}'`;
  const lines2 = Object.entries(e.vars).map(([k, v]) => `export ${k}=${q(v)}`);
  lines2.push(`export PATH=${q(e.path.join(":"))}"\${PATH:+:$PATH}"`);
  return lines2.join("\n") + "\n";
}

// src/pipeline/setup.ts
import { existsSync as existsSync4, promises as fs9 } from "node:fs";
import { join as join10 } from "node:path";

// src/pipeline/sources.ts
async function fromSources(sources, log, attempt, final = () => false) {
  for (let i = 0; ; i++) {
    const ep = sources[i];
    const last = i === sources.length - 1;
    try {
      return await attempt(ep, !last, sources.slice(i + 1));
    } catch (e) {
      if (last || faultOf(e) !== "source" || final(e)) throw e;
      log.warning(
        `${ep.label} failed: ${e.message.replace(/\.?$/, ".")} Trying ${sources[i + 1].label}.`
      );
    }
  }
}

// src/runtime/keep.ts
async function keepClosure(tree, roots, log) {
  const closure = await computeClosure(tree, roots);
  if (closure.unresolved.length)
    throw new ClosureError(
      `The runtime closure does not resolve inside the image: ${closure.unresolved.map((u) => `${u.name} (needed by ${u.neededBy})`).join(", ")}. A library the prune list removed comes back with prune: none; a library the image lacks cannot be installed.`
    );
  await keepOnly(tree, closure);
  log.info(
    `Runtime closure: ${closure.libraries.length} libraries, ${formatBytes(closure.bytes)}; from the host: ${closure.host.map((x) => x.name).join(", ") || "nothing"}.`
  );
  return closure;
}

// src/pipeline/staging.ts
import { existsSync, promises as fs3 } from "node:fs";
import { basename, dirname, join as join4 } from "node:path";
import { randomBytes } from "node:crypto";
var PREFIX = (dest) => `.${basename(dest)}.staging-`;
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === "EPERM";
  }
}
async function createStaging(dest, log) {
  const parent = dirname(dest);
  await fs3.mkdir(parent, { recursive: true });
  for (const name of await fs3.readdir(parent)) {
    if (!name.startsWith(PREFIX(dest))) continue;
    const pid = Number(name.slice(PREFIX(dest).length).split("-")[0]);
    if (pid && pid !== process.pid && !alive(pid)) {
      log.info(`Removing ${join4(parent, name)}, left by an interrupted run.`);
      await fs3.rm(join4(parent, name), { recursive: true, force: true });
    }
  }
  const dir = join4(parent, `${PREFIX(dest)}${process.pid}-${randomBytes(4).toString("hex")}`);
  await fs3.mkdir(dir);
  const forget = onInterrupt(dir);
  return {
    dir,
    async empty() {
      await fs3.rm(dir, { recursive: true, force: true });
      await fs3.mkdir(dir);
    },
    async cleanup() {
      await fs3.rm(dir, { recursive: true, force: true });
      forget();
    }
  };
}
async function promote(tree, dest, replace) {
  let old;
  if (existsSync(dest)) {
    if (!replace) return false;
    old = `${dest}.old-${randomBytes(4).toString("hex")}`;
    await fs3.rename(dest, old);
  }
  try {
    await fs3.rename(tree, dest);
  } catch (e) {
    if (old) await fs3.rename(old, dest).catch(() => {
    });
    if (!replace && e.code && existsSync(dest)) return false;
    throw e;
  }
  if (old) await fs3.rm(old, { recursive: true, force: true });
  return true;
}

// src/layers/decompress.ts
import { PassThrough, pipeline } from "node:stream";
import * as zlib from "node:zlib";
var CHUNK = 1 << 20;
var AHEAD_CHUNKS = 2;
function sniff(head) {
  if (head.length >= 2 && head[0] === 31 && head[1] === 139) return "gzip";
  if (head.length >= 4 && head[0] === 40 && head[1] === 181 && head[2] === 47 && head[3] === 253)
    return "zstd";
  return "none";
}
function decompressor(c) {
  if (c === "gzip") return zlib.createGunzip({ chunkSize: CHUNK });
  if (c === "zstd") {
    const z = zlib;
    if (!z.createZstdDecompress) throw new Error(`zstd layers need Node 24 (this is ${process.version}).`);
    return z.createZstdDecompress({ chunkSize: CHUNK });
  }
  return new PassThrough({ highWaterMark: CHUNK });
}
async function sniffed(input) {
  const it = input[Symbol.asyncIterator]();
  const head = [];
  let len = 0;
  let done = false;
  while (len < 4) {
    const r = await it.next();
    if (r.done) {
      done = true;
      break;
    }
    head.push(r.value);
    len += r.value.length;
  }
  const detected = sniff(Buffer.concat(head.map((h) => h.subarray(0, 4))));
  async function* chunks() {
    yield* head;
    if (done) return;
    for (; ; ) {
      const r = await it.next();
      if (r.done) return;
      yield r.value;
    }
  }
  return { detected, chunks: chunks() };
}
async function decompress(input, o = {}) {
  const { detected, chunks } = await sniffed(input);
  const d = decompressor(detected);
  const refs = o.refs;
  if (detected !== "none" && refs)
    d.on("data", (c) => {
      if (c.buffer.byteLength === CHUNK) refs.markExclusive(c);
    });
  const out = new PassThrough({ objectMode: true, highWaterMark: AHEAD_CHUNKS });
  pipeline(d, out, () => {
  });
  void feed(chunks, d, detected !== "none", o.lender).catch((e) => d.destroy(e));
  return { stream: out, detected };
}
async function feed(chunks, d, inPlace, lender) {
  let wake;
  const onWake = () => wake?.();
  d.on("drain", onWake);
  d.on("close", onWake);
  const gone = () => d.destroyed || d.writableEnded;
  try {
    for await (const c of chunks) {
      if (gone()) return;
      const release = lender?.lent(c);
      if (release && inPlace) {
        d.write(c, () => release());
        continue;
      }
      if (release) {
        d.write(Buffer.from(c));
        release();
      } else d.write(c);
      while (d.writableNeedDrain && !gone()) await new Promise((r) => wake = r);
    }
    if (!gone()) d.end();
  } finally {
    d.off("drain", onWake);
    d.off("close", onWake);
  }
}

// src/layers/entry-content.ts
var EntryContent = class {
  chunks = [];
  ended = false;
  discarded = false;
  wake;
  refs;
  queued;
  /** `queued(n)` is told of every change (+/-n bytes) in what waits here. */
  constructor(refs, queued) {
    this.refs = refs;
    this.queued = queued;
  }
  push(c) {
    if (this.discarded || !c.length) return;
    this.refs.retain(c);
    this.chunks.push(c);
    this.queued(c.length);
    this.wake?.();
  }
  end() {
    this.ended = true;
    this.wake?.();
  }
  /** Drops what is queued and whatever comes later. Safe to call at any time, and again. */
  discard() {
    this.discarded = true;
    for (const c of this.chunks.splice(0)) {
      this.queued(-c.length);
      this.refs.release(c);
    }
    this.wake?.();
  }
  /**
   * Yields the chunks in order; each stays valid until the next one is asked for (or the loop is
   * left): a consumer that keeps one longer must retain it.
   */
  async *[Symbol.asyncIterator]() {
    let held;
    try {
      for (; ; ) {
        while (!this.chunks.length && !this.ended && !this.discarded)
          await new Promise((r) => this.wake = r);
        this.wake = void 0;
        const c = this.chunks.shift();
        if (!c) return;
        this.queued(-c.length);
        held = c;
        yield c;
        held = void 0;
        this.refs.release(c);
      }
    } finally {
      if (held) this.refs.release(held);
    }
  }
};
var SMALL_FILE = 1 << 20;
async function readWhole(body, size) {
  const bytes = Buffer.allocUnsafe(size);
  let have = 0;
  for await (const c of body) {
    if (have + c.length > size) break;
    have += c.copy(bytes, have);
  }
  return { bytes, have };
}

// src/layers/align.ts
var BLOCK = 512;
var BlockAligner = class {
  carry;
  /** The parts of `c`, in order, each a whole number of blocks; a short tail is kept (copied). */
  *pieces(c) {
    let off = 0;
    if (this.carry) {
      const need = BLOCK - this.carry.length;
      if (c.length < need) {
        this.carry = Buffer.concat([this.carry, c]);
        return;
      }
      const joined = Buffer.concat([this.carry, c.subarray(0, need)]);
      this.carry = void 0;
      off = need;
      yield joined;
    }
    const end = off + Math.floor((c.length - off) / BLOCK) * BLOCK;
    if (end < c.length) this.carry = Buffer.from(c.subarray(end));
    if (end > off) yield c.subarray(off, end);
  }
  /** What is left at the end of the stream (a valid tar stream leaves nothing). */
  rest() {
    const r = this.carry;
    this.carry = void 0;
    return r;
  }
};

// src/layers/model/errors.ts
var RestartNeededError = class extends Error {
  name = "RestartNeededError";
  root;
  constructor(root) {
    super(`image-path now resolves to ${root}, whose content came earlier in the stream`);
    this.root = root;
  }
};
var LayerFormatError = class extends ImageError {
  name = "LayerFormatError";
};
var ImagePathError = class extends ImageError {
  name = "ImagePathError";
};

// src/layers/tar-entries.ts
var PARSED_AHEAD = 2 << 20;
var ENTRIES_AHEAD = 1024;
function streamFailure(layer, err) {
  if (faultOf(err)) return err;
  return new LayerFormatError(`layer ${layer + 1}: the compressed stream is broken (${err.message})`, {
    cause: err
  });
}
var TarEntries = class {
  failure;
  tarStream;
  layer;
  refs;
  signal;
  parser = new rt({ strict: true, maxMetaEntrySize: 1 << 20 });
  /** Parsed, not yet handed out. */
  queue = [];
  /** Parsed and not yet done with (handed out and applied): what feeding counts. */
  open = /* @__PURE__ */ new Set();
  ahead = 0;
  /** The parser has ended (every entry is queued), or the feed has stopped. */
  parsed = false;
  /** The loop left before the end: the feed stops. */
  closed = false;
  wakeFeed;
  wakeTake;
  wakeEnd;
  constructor(tarStream, layer, o) {
    this.tarStream = tarStream;
    this.layer = layer;
    this.refs = o.refs;
    this.signal = o.signal;
  }
  get tooFar() {
    return this.ahead > PARSED_AHEAD || this.open.size > ENTRIES_AHEAD;
  }
  get stopped() {
    return !!this.failure || this.closed;
  }
  stop(failure) {
    if (failure) this.failure ??= failure;
    else this.closed = true;
    for (const b of this.open) b.discard();
    this.wakeFeed?.();
    this.wakeTake?.();
    this.wakeEnd?.();
  }
  onAbort = () => this.stop(this.signal?.reason ?? new Error("aborted"));
  onEntry = (e) => {
    const content = new EntryContent(this.refs, (n) => {
      this.ahead += n;
      if (n < 0 && !this.tooFar) this.wakeFeed?.();
    });
    this.open.add(content);
    e.on("data", (c) => content.push(c));
    e.on("end", () => content.end());
    if (this.stopped) content.discard();
    this.queue.push({ header: e, content });
    this.wakeTake?.();
  };
  /** The stream into the parser, while not too far ahead of what was taken. */
  async feed() {
    const { parser, refs } = this;
    const ended = new Promise((r) => parser.on("end", () => r()));
    const aligner = new BlockAligner();
    let current;
    try {
      for await (const chunk of this.tarStream) {
        if (this.stopped) break;
        let left;
        if (chunk.buffer !== current?.buffer) {
          left = current;
          current = refs.adopt(chunk) ? chunk : void 0;
        }
        for (const piece of aligner.pieces(chunk)) parser.write(piece);
        if (left) refs.release(left);
        while (this.tooFar && !this.stopped) {
          await new Promise((r) => this.wakeFeed = r);
          this.wakeFeed = void 0;
        }
      }
    } catch (err) {
      if (!this.closed) this.stop(streamFailure(this.layer, err));
    }
    if (!this.stopped) {
      const rest = aligner.rest();
      if (rest) parser.write(rest);
      parser.end();
      await Promise.race([ended, new Promise((r) => this.wakeEnd = r)]);
      if (current) refs.release(current);
    }
    this.parsed = true;
    this.wakeTake?.();
  }
  async *[Symbol.asyncIterator]() {
    this.parser.on("entry", this.onEntry);
    this.parser.on(
      "error",
      (err) => this.stop(new LayerFormatError(`layer ${this.layer + 1} is not a valid tar stream: ${err.message}`))
    );
    if (this.signal?.aborted) this.onAbort();
    this.signal?.addEventListener("abort", this.onAbort);
    const feeding = this.feed();
    try {
      for (; ; ) {
        while (!this.queue.length && !this.parsed && !this.stopped)
          await new Promise((r) => this.wakeTake = r);
        this.wakeTake = void 0;
        if (this.failure) throw this.failure;
        const next = this.queue.shift();
        if (!next) break;
        try {
          yield next;
        } finally {
          next.content.discard();
          this.open.delete(next.content);
          if (!this.tooFar) this.wakeFeed?.();
        }
      }
    } finally {
      if (!this.parsed) this.stop();
      if (this.stopped) this.tarStream.destroy();
      await feeding;
      this.signal?.removeEventListener("abort", this.onAbort);
    }
  }
};

// src/layers/apply-layer.ts
async function applyEntries(source, sink, layer) {
  try {
    for await (const { header, content } of source) await sink.entry(header, content, layer);
  } catch (e) {
    throw source.failure ?? e;
  }
}
async function applyLayer(sink, layer, tarStream, o) {
  let failure;
  await applyEntries(new TarEntries(tarStream, layer, o), sink, layer).catch((e) => failure = e);
  await o.writer.flush().catch((e) => failure ??= e);
  if (failure) throw failure;
}

// src/oci/blob/thread.ts
import { Worker } from "node:worker_threads";
import { Readable as Readable2 } from "node:stream";
var BUFFERS = 2;
var BLOB_CHUNK = 1 << 20;
var KNOWN2 = { IntegrityError, RegistryError };
var BlobThread = class {
  worker;
  streams = /* @__PURE__ */ new Map();
  next = 0;
  failed;
  logger;
  /** Buffers this thread lent out, and how each goes back (see lent()). */
  loans = /* @__PURE__ */ new WeakMap();
  /** The most buffers any finished blob needed (tests check the memory bound holds). */
  buffersPerBlob = 0;
  constructor(transport, logger) {
    this.logger = logger;
    this.worker = new Worker(workerUrl(import.meta.url, "./worker.ts", "blob-worker.js"), {
      workerData: { transport, chunk: BLOB_CHUNK, buffers: BUFFERS },
      // A small young generation: the thread's garbage (TLS records, HTTP chunks) dies at once,
      // and V8's default let it grow to tens of MiB of peak RSS for nothing.
      resourceLimits: { maxYoungGenerationSizeMb: 2 }
    });
    this.worker.on("message", (m) => this.onMessage(m));
    this.worker.on("error", (e) => this.fail(e));
    this.worker.on("exit", (code) => {
      if (code !== 0) this.fail(new Error(`the download thread exited with code ${code}`));
    });
  }
  fail(e) {
    this.failed ??= e;
    for (const { s } of this.streams.values()) s.destroy(e);
    this.streams.clear();
  }
  post(m, transfer = []) {
    this.worker.postMessage(m, transfer);
  }
  onMessage(m) {
    if (m.t === "log") {
      this.logger[m.level](m.message);
      return;
    }
    const entry = this.streams.get(m.id);
    if (!entry) return;
    if (m.t === "data") {
      const buf = Buffer.from(m.buf, 0, m.length);
      this.loans.set(buf, () => {
        if (this.streams.has(m.id)) this.post({ t: "return", id: m.id, buf: m.buf }, [m.buf]);
      });
      entry.onBytes?.(m.bytes);
      entry.s.push(buf);
    } else if (m.t === "end") {
      this.buffersPerBlob = Math.max(this.buffersPerBlob, m.buffers);
      entry.onBytes?.(m.bytes);
      entry.s.push(null);
      this.streams.delete(m.id);
    } else {
      this.streams.delete(m.id);
      entry.s.destroy(rebuildError(m, KNOWN2));
    }
  }
  /**
   * For a buffer one of this thread's streams yielded: the function that hands it back for reuse,
   * to be called once it has been read (decompress.ts does, from zlib's write callback). The
   * buffer must not be used after that. Undefined for any other buffer.
   */
  lent(buf) {
    const give = this.loans.get(buf);
    if (!give) return void 0;
    return () => {
      this.loans.delete(buf);
      give();
    };
  }
  /** Starts downloading `d`; the stream yields its verified bytes in BLOB_CHUNK buffers. */
  open(d, onBytes) {
    const id = this.next++;
    const s = new Readable2({
      objectMode: true,
      highWaterMark: BUFFERS,
      read: () => {
      },
      destroy: (err, cb) => {
        if (this.streams.delete(id)) this.post({ t: "close", id });
        cb(err);
      }
    });
    if (this.failed) {
      s.destroy(this.failed);
      return s;
    }
    this.streams.set(id, { s, onBytes });
    this.post({ t: "open", id, descriptor: d });
    return s;
  }
  async close() {
    for (const id of [...this.streams.keys()]) this.post({ t: "close", id });
    this.streams.clear();
    await this.worker.terminate();
  }
};

// src/pipeline/schedule.ts
var NEXT_BLOB_AHEAD_BYTES = 8 << 20;
function openLayer(ctx, src, i, onBytes) {
  const l = ctx.image.layers[i];
  ctx.progress.layerStart(i, ctx.image.layers.length, l.digest, l.size);
  const blob = src.open(i, (n) => {
    ctx.downloaded(n);
    ctx.progress.layerBytes(i, n);
    onBytes?.(n);
  });
  let ended = false;
  blob.on("end", () => ended = true);
  blob.on("error", () => {
  });
  return { blob, verified: () => ended };
}
async function applyOne(ctx, src, i, opened, streams, signal) {
  const ls = performance.now();
  const l = ctx.image.layers[i];
  try {
    const { stream, detected } = await decompress(opened.blob, { refs: ctx.refs, lender: src });
    streams.push(stream);
    if (detected !== l.declaredCompression)
      ctx.logger.warning(
        `Layer ${i + 1} is declared ${l.declaredCompression} (${l.mediaType}) but its bytes are ${detected}; reading it as ${detected}.`
      );
    await applyLayer(ctx.sink, i, stream, { refs: ctx.refs, writer: ctx.writer, signal });
    ctx.progress.layerDone(i);
    return { digest: l.digest, size: l.size, compression: detected, seconds: (performance.now() - ls) / 1e3 };
  } catch (e) {
    const fault = faultOf(e);
    if (ctx.handOver && !signal?.aborted && !opened.verified() && fault !== "source" && fault !== "host")
      throw new SourceError(
        `layer ${i + 1} failed before its blob had arrived whole and verified (${e.message}), so the bytes ${ctx.label} sent may be to blame`,
        { cause: e }
      );
    throw e;
  }
}
async function applyInOrder(ctx) {
  const depth = Math.max(1, ctx.prefetch ?? 2);
  const src = ctx.blobs(ctx.connections);
  const opened = [];
  const left = [];
  const streams = [];
  const reports = [];
  const n = ctx.image.layers.length;
  let applying = 0;
  let over = false;
  const openAhead = () => {
    for (let j = opened.length; !over && j < Math.min(n, applying + depth) && (j <= applying || left[j - 1] <= NEXT_BLOB_AHEAD_BYTES); j = opened.length) {
      left[j] = ctx.image.layers[j].size;
      opened.push(
        openLayer(ctx, src, j, (k) => {
          left[j] -= k;
          if (left[j] <= NEXT_BLOB_AHEAD_BYTES) openAhead();
        })
      );
      opened[j].blob.pause();
    }
  };
  try {
    for (let i = 0; i < n; i++) {
      applying = i;
      openAhead();
      reports.push(await applyOne(ctx, src, i, opened[i], streams));
    }
    return reports;
  } finally {
    over = true;
    for (const s of streams) s.destroy();
    for (const b of opened) b.blob.destroy();
    await ctx.writer.flush().catch(() => {
    });
    await src.close();
  }
}
async function applySideBySide(ctx, width) {
  const n = ctx.image.layers.length;
  const src = ctx.blobs(Math.max(1, Math.floor(ctx.connections / width)));
  ctx.logger.info(`The image's ${n} layers are disjoint subtrees: applying ${width} at a time.`);
  const reports = [];
  const streams = [];
  const stop = new AbortController();
  let next = 0;
  let first;
  const lane = async () => {
    while (!stop.signal.aborted && next < n) {
      const i = next++;
      const opened = openLayer(ctx, src, i);
      streams.push(opened.blob);
      reports[i] = await applyOne(ctx, src, i, opened, streams, stop.signal);
    }
  };
  try {
    await Promise.allSettled(
      Array.from(
        { length: width },
        () => lane().catch((e) => {
          if (first === void 0) first = e;
          stop.abort(e);
          for (const s of streams) s.destroy();
        })
      )
    );
    await ctx.writer.flush().catch((e) => first ??= e);
    if (first !== void 0) throw first;
    return reports;
  } finally {
    for (const s of streams) s.destroy();
    await src.close();
  }
}
async function applyStreamed(ctx, i) {
  const src = ctx.blobs(ctx.connections);
  const streams = [];
  const opened = openLayer(ctx, src, i);
  try {
    return await applyOne(ctx, src, i, opened, streams);
  } finally {
    for (const s of streams) s.destroy();
    opened.blob.destroy();
    await ctx.writer.flush().catch(() => {
    });
    await src.close();
  }
}
function contextFor(image, connection, parts2) {
  return {
    image,
    ...parts2,
    blobs: (connections) => {
      const thread = new BlobThread({ ...connection, connections }, parts2.logger);
      return {
        open: (i, onBytes) => thread.open(image.layers[i], onBytes),
        lent: (buf) => thread.lent(buf),
        close: () => thread.close()
      };
    },
    connections: connection.connections ?? DEFAULT_NETWORK.connections
  };
}

// src/pipeline/attempt.ts
var memory = (o) => o.memory ?? NO_MEMORY_POLICY;
var network = (o) => o.network ?? DEFAULT_NETWORK;
function credentialsFor(o, registry) {
  if (o.credentials && sameRegistry(registry, o.source.reference.registry)) return o.credentials;
  return dockerLogin(registry, o.logger, o.credentialsHint);
}
var scheduleContext = (a, parts2) => contextFor(a.image, a.connection, {
  ...parts2,
  logger: a.o.logger,
  progress: a.o.progress ?? new LineProgress(a.o.logger),
  handOver: a.handOver,
  label: a.ep.label,
  prefetch: a.o.prefetch
});

// src/layers/buffer-refs.ts
var BufferRefs = class {
  counts = /* @__PURE__ */ new WeakMap();
  exclusive = /* @__PURE__ */ new WeakSet();
  /** Where freed memory goes instead (a seek install's span buffers: spans.ts BufferStock). */
  recyclers = /* @__PURE__ */ new WeakMap();
  /** Buffers adopted and freed so far: equal once a layer is applied (the tests check it). */
  tally = { adopted: 0, freed: 0 };
  /** Says that `b`'s whole ArrayBuffer belongs to the stream that produced it and nothing else. */
  markExclusive(b) {
    this.exclusive.add(b.buffer);
  }
  /**
   * Starts counting the memory under `b` with one reference, the caller's, if the decompressor
   * marked it as its own and it is not counted yet; returns whether it did. `recycle`: when the
   * count reaches 0 the memory is not freed but handed to it, moved into a new ArrayBuffer (the
   * old one detached, as when freed).
   */
  adopt(b, recycle) {
    const ab = b.buffer;
    if (!this.exclusive.has(ab) || this.counts.has(ab)) return false;
    this.counts.set(ab, 1);
    if (recycle) this.recyclers.set(ab, recycle);
    this.tally.adopted++;
    return true;
  }
  retain(b) {
    const ab = b.buffer;
    const n = this.counts.get(ab);
    if (n !== void 0) this.counts.set(ab, n + 1);
  }
  release(b) {
    const ab = b.buffer;
    const n = this.counts.get(ab);
    if (n === void 0) return;
    if (n > 1) {
      this.counts.set(ab, n - 1);
      return;
    }
    this.counts.delete(ab);
    this.exclusive.delete(ab);
    this.tally.freed++;
    if (ab.detached) return;
    const recycle = this.recyclers.get(ab);
    this.recyclers.delete(ab);
    if (recycle) recycle(ab.transfer());
    else ab.transfer(0);
  }
};

// src/layers/writer.ts
import { promises as fs4, constants } from "node:fs";
var DiskFullError = class extends HostError {
  name = "DiskFullError";
};
var UMASK = process.umask();
function diskError(e, path) {
  const err = e;
  if (err.code === "ENOSPC" || err.code === "EDQUOT")
    return new DiskFullError(
      `The disk filled up while writing ${path}. Free space on the runner (for example remove unused toolchains under /opt or /usr/local), or prune more of the tree with the prune input. Nothing was installed.`,
      { cause: err }
    );
  if (isHostErrno(err))
    return new HostError(
      `Cannot write ${path} (${err.code}: ${err.message}). Check the permissions and the file system of the install directory. Nothing was installed.`,
      { cause: err }
    );
  return err;
}
var MAX_WRITE = 256 << 10;
async function writeAll(fh, bufs, total) {
  let { bytesWritten } = await fh.writev(bufs);
  while (bytesWritten < total) {
    let skip = bytesWritten;
    const rest = [];
    for (const b of bufs) {
      if (skip >= b.length) skip -= b.length;
      else {
        rest.push(skip ? b.subarray(skip) : b);
        skip = 0;
      }
    }
    const r = await fh.writev(rest);
    if (r.bytesWritten === 0) throw Object.assign(new Error("write returned 0 bytes"), { code: "ENOSPC" });
    bytesWritten += r.bytesWritten;
  }
}
var WRITE_BUDGET = 6 << 20;
var Writer = class {
  inflight = /* @__PURE__ */ new Set();
  failure;
  limit;
  budget;
  queuedBytes = 0;
  waiters = [];
  refs;
  /** `refs`: the counts of the buffers handed to writeStream, which holds each until written. */
  constructor(refs = new BufferRefs(), limit = 16, budget = WRITE_BUDGET) {
    this.refs = refs;
    this.limit = limit;
    this.budget = budget;
  }
  check() {
    if (this.failure) throw this.failure;
  }
  wake() {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }
  track(p) {
    const t = p.catch((e) => {
      this.failure ??= e;
    });
    const done = t.finally(() => {
      this.inflight.delete(done);
      this.wake();
    });
    this.inflight.add(done);
  }
  written(n) {
    this.queuedBytes -= n;
    this.wake();
  }
  async flush() {
    while (this.inflight.size) await Promise.all([...this.inflight]);
    this.check();
  }
  /** Waits until fewer than `limit` small writes and at most `budget` bytes are pending. */
  async room(small) {
    this.check();
    while (small && this.inflight.size >= this.limit || this.queuedBytes > this.budget) {
      await new Promise((r) => this.waiters.push(r));
      this.check();
    }
  }
  /** Writes a small file whose whole body is in memory; returns once it is queued. */
  async writeSmall(path, body, mode) {
    await this.room(true);
    this.queuedBytes += body.length;
    this.track(
      (async () => {
        try {
          await fs4.writeFile(path, body, { flag: "wx", mode });
          if ((mode & ~UMASK) !== mode) await fs4.chmod(path, mode);
        } catch (e) {
          throw diskError(e, path);
        } finally {
          this.written(body.length);
        }
      })()
    );
  }
  /**
   * Streams a large body to `path`. Returns once the whole body has been handed over (waiting only
   * while more than `budget` bytes are pending); the file is written in the background, in order,
   * and `flush` waits for it like for the small writes.
   */
  async writeStream(path, body, mode) {
    this.check();
    const queue = [];
    let ended = false;
    let more;
    const next = async () => {
      while (!queue.length && !ended) await new Promise((r) => more = r);
      return queue.shift();
    };
    let failed = false;
    const job = (async () => {
      let fh;
      try {
        fh = await fs4.open(
          path,
          constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
          mode
        );
        let pending = [];
        let pendingBytes = 0;
        const drain = async () => {
          await writeAll(fh, pending, pendingBytes);
          this.written(pendingBytes);
          for (const p of pending) this.refs.release(p);
          pending = [];
          pendingBytes = 0;
        };
        for (let chunk = await next(); chunk; chunk = await next()) {
          for (let o = 0; o < chunk.length; o += MAX_WRITE) {
            const piece = chunk.subarray(o, o + MAX_WRITE);
            if (pendingBytes + piece.length > MAX_WRITE && pending.length) await drain();
            this.refs.retain(piece);
            pending.push(piece);
            pendingBytes += piece.length;
          }
          this.refs.release(chunk);
        }
        if (pending.length) await drain();
        if ((mode & ~UMASK) !== mode) await fh.chmod(mode);
      } catch (e) {
        failed = true;
        this.written(queue.reduce((n, b) => n + b.length, 0));
        queue.length = 0;
        throw diskError(e, path);
      } finally {
        await fh?.close();
      }
    })();
    this.track(job);
    try {
      for await (const chunk of body) {
        if (failed) break;
        this.refs.retain(chunk);
        queue.push(chunk);
        this.queuedBytes += chunk.length;
        more?.();
        await this.room(false);
      }
    } finally {
      ended = true;
      more?.();
    }
    this.check();
  }
  async mkdirp(path) {
    this.check();
    try {
      await fs4.mkdir(path, { recursive: true, mode: 493 });
    } catch (e) {
      throw diskError(e, path);
    }
  }
  async remove(path) {
    await this.flush();
    await fs4.rm(path, { recursive: true, force: true });
  }
  async link(existing, path) {
    await this.flush();
    try {
      await fs4.link(existing, path);
    } catch (e) {
      throw diskError(e, path);
    }
  }
};

// src/layers/paths.ts
var LIMITS = {
  /** Longest cleaned path, in bytes (Linux PATH_MAX). */
  pathBytes: 4096,
  /** Deepest directory nesting. */
  depth: 128,
  /** Longest single name (NAME_MAX). */
  nameBytes: 255,
  /** Symlink hops while resolving one path (Linux uses 40). */
  linkHops: 40
};
var UnsafeEntryError = class extends ImageError {
  name = "UnsafeEntryError";
};
function cleanEntryPath(raw) {
  if (raw.includes("\0")) throw new UnsafeEntryError(`entry name contains a NUL byte: ${JSON.stringify(raw)}`);
  if (Buffer.byteLength(raw) > LIMITS.pathBytes)
    throw new UnsafeEntryError(`entry name is longer than ${LIMITS.pathBytes} bytes: ${raw.slice(0, 80)}\u2026`);
  const out = [];
  for (const c of raw.split("/")) {
    if (c === "" || c === ".") continue;
    if (c === "..") {
      if (!out.length)
        throw new UnsafeEntryError(`entry name climbs out of the image root: ${JSON.stringify(raw)}`);
      out.pop();
      continue;
    }
    if (Buffer.byteLength(c) > LIMITS.nameBytes)
      throw new UnsafeEntryError(
        `entry name has a component longer than ${LIMITS.nameBytes} bytes: ${raw.slice(0, 80)}\u2026`
      );
    out.push(c);
  }
  if (out.length > LIMITS.depth)
    throw new UnsafeEntryError(`entry name is nested deeper than ${LIMITS.depth}: ${raw.slice(0, 80)}\u2026`);
  return out;
}
function joinClamped(dir, target) {
  const out = target.startsWith("/") ? [] : [...dir];
  for (const c of target.split("/")) {
    if (c === "" || c === ".") continue;
    if (c === "..") out.pop();
    else out.push(c);
  }
  return out;
}
var toPath = (parts2) => "/" + parts2.join("/");
function isUnder(parts2, root) {
  if (parts2.length < root.length) return false;
  for (let i = 0; i < root.length; i++) if (parts2[i] !== root[i]) return false;
  return true;
}
function relativeLink(fromDir, to) {
  let i = 0;
  while (i < fromDir.length && i < to.length && fromDir[i] === to[i]) i++;
  const up = fromDir.length - i;
  const rel = [...Array(up).fill(".."), ...to.slice(i)];
  return rel.length ? rel.join("/") : ".";
}

// src/layers/model/children.ts
var SIZE_SHIFT = 18;
var MAX_PACKED_SIZE = (1 << 12) - 1;
var MAX_PACKED_LAYER = 254;
var PATTERN_SHIFT = 17;
var MAX_PATTERNS = 1 << 13;
var OBJECT = -(2 ** 30) - 1;
var GONE = -(2 ** 31);
var EMPTY = 0;
var REMOVED = -1;
var Patterns = class {
  list = [];
  numbers = /* @__PURE__ */ new Map();
  numberOf(p) {
    let n = this.numbers.get(p);
    if (n === void 0 && this.list.length < MAX_PATTERNS) {
      n = this.list.push(p) - 1;
      this.numbers.set(p, n);
    }
    return n;
  }
  at(n) {
    return this.list[n];
  }
};
var patterns = new Patterns();
function pack(f) {
  if (f.layer > MAX_PACKED_LAYER || f.layer < -1) return void 0;
  if (f.prunedBy) {
    const n = f.onDisk ? void 0 : patterns.numberOf(f.prunedBy);
    return n === void 0 ? void 0 : -1 - (f.mode & 511 | f.layer + 1 << 9 | n << PATTERN_SHIFT);
  }
  if (f.size > MAX_PACKED_SIZE) return void 0;
  return f.mode & 511 | (f.onDisk ? 1 << 9 : 0) | f.layer + 1 << 10 | f.size << SIZE_SHIFT;
}
function unpack(v) {
  if (v < 0) {
    const p = -1 - v;
    return {
      kind: "file",
      mode: p & 511,
      onDisk: false,
      layer: (p >> 9 & 255) - 1,
      size: 0,
      prunedBy: patterns.at(p >>> PATTERN_SHIFT)
    };
  }
  return {
    kind: "file",
    mode: v & 511,
    onDisk: (v & 1 << 9) !== 0,
    layer: (v >> 10 & 255) - 1,
    size: v >>> SIZE_SHIFT
  };
}
var scratch = Buffer.allocUnsafeSlow(1024);
function encode(name) {
  if (name.length * 3 > scratch.length) scratch = Buffer.allocUnsafeSlow(name.length * 3);
  return scratch.write(name, 0, "utf8");
}
function same(b, at, n) {
  if (n > 32) return b.compare(scratch, 0, n, at, at + n) === 0;
  for (let i = 0; i < n; i++) if (b[at + i] !== scratch[i]) return false;
  return true;
}
function hashOf(b, at, n) {
  let h = 2166136261;
  for (let i = at; i < at + n; i++) h = Math.imul(h ^ b[i], 16777619);
  return h >>> 0;
}
var Children = class {
  /** Slots in insertion order: a value (packed file, object or GONE), and where its name ends. */
  values = new Int32Array(4);
  nameEnd = new Uint32Array(4);
  names = Buffer.allocUnsafeSlow(32);
  origins;
  objects = [];
  /** Open addressing, linear probing: slot + 1, EMPTY or REMOVED; its length a power of two. */
  cells = new Int32Array(8);
  used = 0;
  live = 0;
  iterating = 0;
  get size() {
    return this.live;
  }
  nameStart(s) {
    return s ? this.nameEnd[s - 1] : 0;
  }
  /** The slot named by the first `n` bytes of `scratch`, or -1. */
  find(n, h) {
    const mask = this.cells.length - 1;
    let free = -1;
    for (let c = h & mask; ; c = c + 1 & mask) {
      const v = this.cells[c];
      if (v === EMPTY) return { slot: -1, cell: free < 0 ? c : free };
      if (v === REMOVED) {
        if (free < 0) free = c;
        continue;
      }
      const s = v - 1;
      const at = this.nameStart(s);
      if (this.nameEnd[s] - at === n && same(this.names, at, n)) return { slot: s, cell: c };
    }
  }
  view(s) {
    const v = this.values[s];
    if (v === GONE) return void 0;
    if (v <= OBJECT) return this.objects[OBJECT - v];
    const f = unpack(v);
    const origin = this.origins?.[s];
    return origin === void 0 || Number.isNaN(origin) ? f : { ...f, origin };
  }
  get(name) {
    const n = encode(name);
    const { slot } = this.find(n, hashOf(scratch, 0, n));
    return slot < 0 ? void 0 : this.view(slot);
  }
  set(name, node) {
    let n = encode(name);
    let h = hashOf(scratch, 0, n);
    let { slot, cell } = this.find(n, h);
    if (slot < 0) {
      if (this.used === this.values.length) {
        this.rebuild();
        n = encode(name);
        h = hashOf(scratch, 0, n);
        cell = this.find(n, h).cell;
      }
      slot = this.used++;
      this.live++;
      const at = this.nameStart(slot);
      if (at + n > this.names.length) {
        const b = Buffer.allocUnsafeSlow(Math.max(this.names.length * 2, at + n));
        this.names.copy(b, 0, 0, at);
        this.names = b;
      }
      scratch.copy(this.names, at, 0, n);
      this.nameEnd[slot] = at + n;
      this.cells[cell] = slot + 1;
    }
    const was = this.values[slot];
    const packed = node.kind === "file" ? pack(node) : void 0;
    if (packed !== void 0) {
      this.drop(slot);
      this.values[slot] = packed;
    } else if (was <= OBJECT && was !== GONE && this.objects[OBJECT - was] !== void 0)
      this.objects[OBJECT - was] = node;
    else {
      this.values[slot] = OBJECT - this.objects.length;
      this.objects.push(node);
    }
    const origin = packed !== void 0 && node.kind === "file" ? node.origin : void 0;
    if (origin !== void 0) (this.origins ??= new Float64Array(this.values.length).fill(NaN))[slot] = origin;
    else if (this.origins) this.origins[slot] = NaN;
  }
  delete(name) {
    const n = encode(name);
    const { slot, cell } = this.find(n, hashOf(scratch, 0, n));
    if (slot < 0) return false;
    this.drop(slot);
    this.values[slot] = GONE;
    this.cells[cell] = REMOVED;
    this.live--;
    return true;
  }
  /** Lets go of what the slot's value holds besides itself. */
  drop(s) {
    const v = this.values[s];
    if (v <= OBJECT && v !== GONE) this.objects[OBJECT - v] = void 0;
  }
  /**
   * Full slots: compacts them (removed ones dropped, objects renumbered) into columns half again
   * the live count (at least 4), and hashes them again into cells at most two thirds full.
   */
  rebuild() {
    if (this.iterating) throw new Error("internal: a directory of the model grew while it was iterated");
    const cap = Math.max(4, Math.ceil(this.live * 1.5));
    const values = new Int32Array(cap);
    const nameEnd = new Uint32Array(cap);
    let liveBytes = 0;
    for (let s = 0; s < this.used; s++)
      if (this.values[s] !== GONE) liveBytes += this.nameEnd[s] - this.nameStart(s);
    const names = Buffer.allocUnsafeSlow(Math.max(32, Math.ceil(liveBytes * cap / Math.max(1, this.live))));
    const origins = this.origins ? new Float64Array(cap).fill(NaN) : void 0;
    const objects = [];
    let k = 0;
    let end = 0;
    for (let s = 0; s < this.used; s++) {
      let v = this.values[s];
      if (v === GONE) continue;
      if (v <= OBJECT) {
        v = OBJECT - objects.length;
        objects.push(this.objects[OBJECT - this.values[s]]);
      }
      values[k] = v;
      if (origins) origins[k] = this.origins[s];
      const at = this.nameStart(s);
      const len = this.nameEnd[s] - at;
      this.names.copy(names, end, at, at + len);
      end += len;
      nameEnd[k++] = end;
    }
    let cells = 8;
    while (cells < cap * 1.5) cells *= 2;
    this.cells = new Int32Array(cells);
    this.values = values;
    this.nameEnd = nameEnd;
    this.names = names;
    this.origins = origins;
    this.objects = objects;
    this.used = k;
    for (let s = 0; s < k; s++) {
      const at = this.nameStart(s);
      let c = hashOf(names, at, nameEnd[s] - at) & cells - 1;
      while (this.cells[c] !== EMPTY) c = c + 1 & cells - 1;
      this.cells[c] = s + 1;
    }
  }
  *[Symbol.iterator]() {
    this.iterating++;
    try {
      for (let s = 0; s < this.used; s++) {
        const node = this.view(s);
        if (node) yield [this.names.toString("utf8", this.nameStart(s), this.nameEnd[s]), node];
      }
    } finally {
      this.iterating--;
    }
  }
};

// src/layers/model/tree.ts
var newDir = (layer, mode = 493) => ({
  kind: "dir",
  layer,
  mode,
  children: new Children(),
  onDisk: false
});
var ResolveError = class extends UnsafeEntryError {
};
function resolve2(root, parts2, followFinal) {
  const queue = [...parts2];
  let cur = [];
  let dirs = [root];
  let node = root;
  let hops = 0;
  let missing = false;
  while (queue.length) {
    const c = queue.shift();
    if (c === "" || c === ".") continue;
    if (c === "..") {
      if (cur.length) cur.pop();
      if (cur.length < dirs.length) {
        dirs = dirs.slice(0, cur.length + 1);
        node = dirs[cur.length];
        missing = false;
      }
      continue;
    }
    if (missing || !node) {
      cur.push(c);
      missing = true;
      node = void 0;
      continue;
    }
    if (node.kind !== "dir")
      throw new ResolveError(
        `/${cur.join("/")} is not a directory, but the layer puts /${[...cur, c, ...queue].join("/")} under it`
      );
    const child = node.children.get(c);
    if (child?.kind === "symlink" && (queue.length > 0 || followFinal)) {
      if (++hops > LIMITS.linkHops)
        throw new ResolveError(`too many levels of symbolic links resolving /${parts2.join("/")}`);
      const t = child.target;
      if (t.startsWith("/")) {
        cur = [];
        dirs = [root];
        node = root;
      }
      queue.unshift(...t.split("/"));
      continue;
    }
    cur.push(c);
    if (child) {
      node = child;
      if (child.kind === "dir") dirs.push(child);
    } else {
      node = void 0;
      missing = true;
    }
  }
  return { parts: cur, node: missing ? void 0 : node, dirs };
}
function* walk(dir, prefix = []) {
  for (const [name, child] of dir.children) {
    const p = [...prefix, name];
    yield [p, child, dir];
    if (child.kind === "dir") yield* walk(child, p);
  }
}

// src/layers/model/link-names.ts
var MAX_NAMES = 16;
var ROUNDS = 2;
var LinkNames = class {
  /** Real paths of every symlink in the model. */
  linkPaths = /* @__PURE__ */ new Set();
  /** Bumped whenever a directory's names change: callers drop what they cached on them. */
  generation = 0;
  aliases = /* @__PURE__ */ new Map();
  /** The aliased directories, shortest first (namesOf), until the aliases change. */
  aliased;
  /** Links under the kept root whose target does not exist yet: target path -> link paths. */
  pending = /* @__PURE__ */ new Map();
  dirty = true;
  root;
  keptRoot;
  constructor(root, keptRoot) {
    this.root = root;
    this.keptRoot = keptRoot;
  }
  /** Where names are relative to (image-path, resolved). */
  setKeptRoot(parts2) {
    this.keptRoot = parts2;
    this.dirty = true;
  }
  /** Links changed in a way that needs a rebuild (one removed, a directory replaced). */
  invalidate() {
    this.dirty = true;
  }
  linkAdded(parts2) {
    this.linkPaths.add(toPath(parts2));
    if (!this.dirty && isUnder(parts2, this.keptRoot)) this.addAlias(parts2);
  }
  linkRemoved(path) {
    this.linkPaths.delete(path);
    this.dirty = true;
  }
  /** A directory appeared at `parts`: links that were waiting for it become aliases. */
  dirCreated(parts2) {
    const key = toPath(parts2);
    const waiting = this.pending.get(key);
    if (!waiting) return;
    this.pending.delete(key);
    for (const l of waiting) this.addAlias(l.split("/"));
  }
  rebuild() {
    this.aliases = /* @__PURE__ */ new Map();
    this.aliased = void 0;
    this.pending = /* @__PURE__ */ new Map();
    const prefix = toPath(this.keptRoot) + "/";
    for (const lp of this.linkPaths) if (lp.startsWith(prefix)) this.addAlias(lp.slice(1).split("/"));
    this.dirty = false;
    this.generation++;
  }
  addAlias(linkParts) {
    let r;
    try {
      r = resolve2(this.root, linkParts, true);
    } catch {
      return;
    }
    if (!isUnder(r.parts, this.keptRoot)) return;
    const linkRel = linkParts.slice(this.keptRoot.length).join("/");
    const targetRel = r.parts.slice(this.keptRoot.length).join("/");
    if (r.node?.kind === "dir") {
      const list = this.aliases.get(targetRel) ?? [];
      if (!list.includes(linkRel)) list.push(linkRel);
      this.aliases.set(targetRel, list);
      this.aliased = void 0;
      this.generation++;
    } else if (!r.node) {
      const key = toPath(r.parts);
      this.pending.set(key, [...this.pending.get(key) ?? [], linkParts.join("/")]);
    }
  }
  /** Every name `rel` (relative to the kept root) has through directory links, itself first. */
  namesOf(rel) {
    if (this.dirty) this.rebuild();
    const names = [rel.join("/")];
    if (!this.aliases.size) return names;
    this.aliased ??= [...this.aliases.keys()].filter((d) => d !== "").sort((a, b) => a.length - b.length);
    for (let round = 0; round < ROUNDS && names.length < MAX_NAMES; round++) {
      const count = names.length;
      for (let i = 0; i < count; i++) {
        const n = names[i];
        for (const d of this.aliased) {
          if (n.length < d.length || !n.startsWith(d) || n.length > d.length && n[d.length] !== "/")
            continue;
          const rest = n.slice(d.length + 1);
          for (const a of this.aliases.get(d)) {
            const alt = a && rest ? `${a}/${rest}` : a || rest;
            if (!names.includes(alt) && names.length < MAX_NAMES) names.push(alt);
          }
        }
      }
    }
    return names;
  }
  /** Rebuilds now if needed; returns the generation (for callers' caches). */
  current() {
    if (this.dirty) this.rebuild();
    return this.generation;
  }
};

// src/layers/model/order.ts
var LayerConflictError = class extends Error {
  name = "LayerConflictError";
};
var IN_ORDER = {
  sideBySide: false,
  whiteout() {
  },
  impliedDir() {
  },
  claim: () => void 0,
  place() {
  },
  directory() {
  },
  hardlink() {
  }
};
var sameDir = (a, b) => a.kind === "dir" && b.kind === "dir" && a.mode === b.mode;
var DisjointLayers = class {
  sideBySide = true;
  /** Paths whose entry is being applied, and by which layer. */
  claims = /* @__PURE__ */ new Map();
  conflict(layer, why) {
    return new LayerConflictError(`layer ${layer + 1} is not disjoint from the others: ${why}`);
  }
  whiteout(layer, path) {
    throw this.conflict(layer, `it has a whiteout, ${path}`);
  }
  impliedDir(layer, path) {
    const by = this.claims.get(path);
    if (by !== void 0 && by !== layer) throw this.conflict(layer, `${path} is also in layer ${by + 1}`);
  }
  underLink(layer, written, real) {
    if (toPath(written.slice(0, -1)) !== toPath(real.slice(0, -1)))
      throw this.conflict(
        layer,
        `${toPath(written)} lies under a link (${toPath(written.slice(0, -1))} -> ${toPath(real.slice(0, -1))})`
      );
  }
  claim(layer, written, real, existing) {
    this.underLink(layer, written, real);
    const path = toPath(real);
    if (existing && (existing.kind === "dir" || existing.layer !== layer))
      throw this.conflict(layer, `${path} is also in layer ${existing.layer + 1}`);
    const by = this.claims.get(path);
    if (by !== void 0) throw this.conflict(layer, `${path} is also in layer ${by + 1}`);
    this.claims.set(path, layer);
    return () => this.claims.delete(path);
  }
  /** A directory entry, applied without an await: the same directory with the same mode is no conflict. */
  directory(layer, written, real, node, existing) {
    this.underLink(layer, written, real);
    const path = toPath(real);
    if (existing) {
      if (sameDir(existing, node)) return;
      throw this.conflict(layer, `${path} is also in layer ${existing.layer + 1}`);
    }
    const by = this.claims.get(path);
    if (by !== void 0 && by !== layer) throw this.conflict(layer, `${path} is also in layer ${by + 1}`);
  }
  place(layer, path, node, now) {
    if (now && !sameDir(now, node) && (now.layer !== layer || now.kind === "dir" !== (node.kind === "dir")))
      throw this.conflict(layer, `${path} is also in layer ${now.layer + 1}`);
  }
  hardlink(layer, entry, target, targetWritten, targetReal, targetNode) {
    if (targetNode?.layer !== layer || toPath(targetReal) !== toPath(targetWritten))
      throw this.conflict(layer, `hardlink ${entry} names ${target}, which is not earlier in the same layer`);
  }
};

// src/layers/model/report.ts
function newReport(buffers) {
  return {
    entries: 0,
    filesWritten: 0,
    bytesWritten: 0,
    filesPruned: 0,
    bytesPruned: 0,
    latePrunedFiles: 0,
    latePrunedBytes: 0,
    bytesOutside: 0,
    hardlinks: 0,
    skippedSpecial: [],
    strippedModes: 0,
    prunedLibraries: {},
    buffers,
    files: 0,
    dirs: 0,
    links: 0,
    bytesKept: 0,
    externalLinks: [],
    linksToPruned: 0
  };
}

// src/layers/model/finish.ts
import { promises as fs5 } from "node:fs";
var isSharedLibrary = (name) => /\.so(\.|$)/.test(name);
function linkDestination(root, R, linkParts, target) {
  const linkDir = linkParts.slice(0, -1);
  const oneStep = joinClamped(linkDir, target);
  if (isUnder(oneStep, R)) {
    try {
      if (isUnder(resolve2(root, oneStep, false).parts, R)) return oneStep;
    } catch {
    }
  }
  try {
    const full = resolve2(root, linkParts, true);
    if (isUnder(full.parts, R)) return full.parts;
  } catch {
  }
  return void 0;
}
function keptDirectory(root, imagePath) {
  const r = resolve2(root, imagePath.split("/").filter(Boolean), true);
  if (!r.node)
    throw new ImagePathError(
      `The image has no ${imagePath}${toPath(r.parts) !== imagePath ? ` (it resolves to ${toPath(r.parts)})` : ""}. Check the image-path input.`
    );
  if (r.node.kind !== "dir")
    throw new ImagePathError(`${imagePath} in the image is not a directory. Check the image-path input.`);
  return { parts: r.parts, node: r.node };
}
function finalPrune(m) {
  const { parts: R, node: top } = keptDirectory(m.root, m.imagePath);
  m.names.setKeptRoot(R);
  const stats = m.report;
  const pruned = /* @__PURE__ */ new Set();
  const isPruned = (n) => n.kind === "file" ? !!n.prunedBy : pruned.has(n);
  const visit = (dir, rel, inherited) => {
    for (const [name, n] of dir.children) {
      const p = [...rel, name];
      let by = inherited ?? (n.kind === "file" ? n.prunedBy : void 0);
      const names = m.prune.size || by ? m.names.namesOf(p) : [];
      if (!by && m.prune.size) by = m.prune.match(names, n.kind === "dir");
      if (by) {
        const prot = m.protect.match(names, n.kind === "dir", false);
        if (prot) throw protectedConflict(toPath([...R, ...p]), by, prot);
        if (n.kind === "file") dir.children.set(name, { ...n, prunedBy: by });
        else pruned.add(n);
        if (n.kind !== "dir" && isSharedLibrary(name)) stats.prunedLibraries[name] ??= by;
      }
      if (n.kind === "dir") visit(n, p, by);
    }
  };
  visit(top, []);
  return { R, top, isPruned };
}
function* keptOrigins(m) {
  const { top, isPruned } = finalPrune(m);
  const skip = /* @__PURE__ */ new Set();
  for (const [, n, parent] of walk(top)) {
    if (skip.has(parent) || isPruned(n)) {
      if (n.kind === "dir") skip.add(n);
      continue;
    }
    if (n.kind === "file" && n.onDisk && n.origin !== void 0) yield n.origin;
  }
}
function manifestOf(m) {
  const { R, top, isPruned } = finalPrune(m);
  return { R, rootMode: top.mode | 448, nodes: finishedNodes(m, R, top, isPruned) };
}
function* finishedNodes(m, R, top, isPruned) {
  const stats = m.report;
  const skipUnder = /* @__PURE__ */ new Set();
  for (const [rel, n, parent] of walk(top)) {
    if (skipUnder.has(parent)) {
      if (n.kind === "dir") skipUnder.add(n);
      if (n.kind === "file" && n.onDisk) {
        stats.latePrunedFiles++;
        stats.latePrunedBytes += n.size;
      }
      continue;
    }
    const real = [...R, ...rel];
    if (isPruned(n)) {
      if (n.kind === "file" && n.onDisk) {
        stats.latePrunedFiles++;
        stats.latePrunedBytes += n.size;
        yield { kind: "late-pruned", rel };
      } else if (n.kind === "dir") {
        skipUnder.add(n);
        if (n.onDisk) yield { kind: "late-pruned", rel };
      }
      continue;
    }
    if (n.kind === "dir") {
      stats.dirs++;
      yield { kind: "dir", rel, mode: n.mode | 448, onDisk: n.onDisk };
    } else if (n.kind === "file") {
      stats.files++;
      stats.bytesKept += n.size;
      yield { kind: "file", rel, node: n };
    } else {
      const dest = linkDestination(m.root, R, real, n.target);
      if (!dest) {
        stats.externalLinks.push(`${toPath(real)} -> ${n.target}`);
        continue;
      }
      let targetNode;
      try {
        targetNode = resolve2(m.root, dest, true).node;
      } catch {
        targetNode = void 0;
      }
      if (targetNode && isPruned(targetNode)) {
        stats.linksToPruned++;
        continue;
      }
      stats.links++;
      yield { kind: "symlink", rel, target: relativeLink(real.slice(0, -1), dest) };
    }
  }
}
async function finishTree(m) {
  const { R, rootMode, nodes } = manifestOf(m);
  const stats = m.report;
  const written = !m.place;
  const dirs = [];
  const pending = [];
  for (const f of nodes) {
    const path = m.disk([...R, ...f.rel]);
    if (f.kind === "late-pruned") {
      if (written) pending.push(fs5.rm(path, { recursive: true, force: true }));
    } else if (f.kind === "dir") {
      if (!f.onDisk || !written) await fs5.mkdir(path, { recursive: true });
      dirs.push([path, f.mode]);
    } else if (f.kind === "file") {
      m.place?.(f.node, path);
    } else {
      await fs5.mkdir(m.disk([...R, ...f.rel.slice(0, -1)]), { recursive: true });
      await fs5.symlink(f.target, path);
    }
  }
  await Promise.all(pending);
  for (const [path, mode] of dirs.reverse()) await fs5.chmod(path, mode);
  await fs5.mkdir(m.disk(R), { recursive: true });
  await fs5.chmod(m.disk(R), rootMode);
  stats.filesPruned += stats.latePrunedFiles;
  stats.bytesPruned += stats.latePrunedBytes;
  return { dir: m.disk(R), realPath: toPath(R) };
}

// src/layers/model/overlay.ts
var Overlay = class {
  root = newDir(-1);
  report;
  /** Where image-path currently resolves (real path components). */
  keptRoot;
  imageParts;
  extraRoots;
  o;
  writer;
  order;
  diskRoot;
  /** Directories (real paths) holding regular files that were dropped as outside the kept roots. */
  skippedDirs = /* @__PURE__ */ new Set();
  names;
  /** Prune decisions on directories (relative paths), valid for one generation of names. */
  dirDecision = /* @__PURE__ */ new Map();
  decisionsFor = -1;
  constructor(o) {
    this.o = o;
    this.writer = o.writer;
    this.order = o.order ?? IN_ORDER;
    this.report = newReport(o.buffers ?? { adopted: 0, freed: 0 });
    this.diskRoot = `${o.staging}/root`;
    this.root.onDisk = false;
    this.imageParts = cleanEntryPath(o.imagePath);
    this.keptRoot = this.imageParts;
    this.names = new LinkNames(this.root, this.keptRoot);
    this.extraRoots = (o.extraRoots ?? []).map(cleanEntryPath);
  }
  disk(parts2) {
    return parts2.length ? `${this.diskRoot}/${parts2.join("/")}` : this.diskRoot;
  }
  isKept(parts2) {
    return isUnder(parts2, this.keptRoot) || this.extraRoots.some((r) => isUnder(parts2, r));
  }
  /** The root a kept path is relative to, for prune names. */
  baseFor(parts2) {
    if (isUnder(parts2, this.keptRoot)) return this.keptRoot;
    return this.extraRoots.find((r) => isUnder(parts2, r)) ?? this.keptRoot;
  }
  // ---- links, kept root, aliases -------------------------------------------------------------
  linksChanged() {
    this.names.invalidate();
    const now = resolve2(this.root, this.imageParts, true).parts;
    if (now.join("/") === this.keptRoot.join("/")) return;
    const prefix = toPath(now);
    const under = (d) => !now.length || d === prefix || d.startsWith(prefix + "/");
    for (const d of this.skippedDirs) if (under(d)) throw new RestartNeededError(prefix);
    this.o.logger.debug(`image-path ${this.o.imagePath} now resolves to ${prefix}`);
    this.keptRoot = now;
    this.names.setKeptRoot(now);
  }
  /** The prune pattern that removes `parts` (a kept real path), or undefined. */
  pruneDecision(parts2, isDir) {
    if (!this.o.prune.size) return void 0;
    const generation = this.names.current();
    if (generation !== this.decisionsFor) {
      this.dirDecision.clear();
      this.decisionsFor = generation;
    }
    const base = this.baseFor(parts2);
    const rel = parts2.slice(base.length);
    if (!rel.length) return void 0;
    const parent = this.dirPrune(rel.slice(0, -1));
    if (parent) return parent;
    return this.o.prune.match(this.names.namesOf(rel), isDir);
  }
  dirPrune(rel) {
    if (!rel.length) return void 0;
    const key = rel.join("/");
    const cached = this.dirDecision.get(key);
    if (cached !== void 0) return cached ?? void 0;
    const d = this.dirPrune(rel.slice(0, -1)) ?? this.o.prune.match(this.names.namesOf(rel), true);
    this.dirDecision.set(key, d ?? null);
    return d;
  }
  checkProtected(parts2, prunedBy, isDir) {
    const rel = parts2.slice(this.baseFor(parts2).length);
    const p = this.o.protect.match(this.names.namesOf(rel), isDir, false);
    if (p) throw protectedConflict(toPath(parts2), prunedBy, p);
  }
  // ---- model edits ---------------------------------------------------------------------------
  /** Makes sure the directories along `dirs`/`parts` exist on disk. */
  async ensureDisk(parts2, dirs) {
    let deepest = dirs.length - 1;
    while (deepest >= 0 && !dirs[deepest].onDisk) deepest--;
    if (deepest === dirs.length - 1) return;
    await this.writer.mkdirp(this.disk(parts2.slice(0, dirs.length - 1)));
    for (let i = deepest + 1; i < dirs.length; i++) dirs[i].onDisk = true;
  }
  /** Creates missing parent directories in the model (implied parents) and returns them. */
  parentsOf(parentParts, layer) {
    const r = resolve2(this.root, parentParts, true);
    if (r.node && r.node.kind !== "dir")
      throw new LayerFormatError(
        `${toPath(r.parts)} is not a directory, but layer ${layer + 1} has entries under it`
      );
    const dirs = r.dirs.slice();
    for (let i = dirs.length - 1; i < r.parts.length; i++) {
      this.order.impliedDir(layer, toPath(r.parts.slice(0, i + 1)));
      const parent = dirs[i];
      const d = newDir(layer);
      parent.children.set(r.parts[i], d);
      dirs.push(d);
      this.names.dirCreated(r.parts.slice(0, i + 1));
    }
    if (!this.order.sideBySide) for (const d of dirs) d.layer = layer;
    return { parts: r.parts, dirs };
  }
  /** Removes a node (and on disk, what it had there). */
  async removeNode(parent, name, parts2) {
    const node = parent.children.get(name);
    if (!node) return;
    parent.children.delete(name);
    let links = node.kind === "symlink";
    if (node.kind === "symlink") this.names.linkRemoved(toPath(parts2));
    if (node.kind === "dir") {
      for (const [p, n] of walk(node, parts2)) {
        if (n.kind === "symlink") {
          this.names.linkRemoved(toPath(p));
          links = true;
        }
      }
    }
    if (node.kind === "dir" && node.onDisk || node.kind === "file" && node.onDisk)
      await this.writer.remove(this.disk(parts2));
    if (node.kind === "dir") this.dirDecision.clear();
    if (links || node.kind === "dir") this.linksChanged();
  }
  /** Hides what lower layers have under `dir` (opaque whiteout), keeping this layer's entries. */
  async hideLower(dir, parts2, layer) {
    for (const [name, child] of [...dir.children]) {
      if (child.layer < layer) await this.removeNode(dir, name, [...parts2, name]);
      else if (child.kind === "dir") await this.hideLower(child, [...parts2, name], layer);
    }
  }
  /**
   * Puts a node in the model. Side by side, another layer may have put something at the same name
   * while this entry waited on the disk: the order policy says whether that is a conflict.
   */
  place(parent, name, real, node) {
    this.order.place(node.layer, toPath(real), node, parent.children.get(name));
    parent.children.set(name, node);
  }
  // ---- entries -------------------------------------------------------------------------------
  /**
   * Applies one entry of `layer` (0-based; messages count from 1); its content (if any) comes from
   * `content`, or is placed by the finish (PlacedLater).
   */
  async entry(e, content, layer) {
    this.report.entries++;
    let parts2;
    try {
      parts2 = cleanEntryPath(e.path);
    } catch (err) {
      throw new UnsafeEntryError(`layer ${layer + 1}: ${err.message}`);
    }
    const type = e.type;
    if (!parts2.length) {
      if (type !== "Directory")
        throw new UnsafeEntryError(`layer ${layer + 1}: a ${type} entry names the image root itself`);
      return;
    }
    const name = parts2[parts2.length - 1];
    const parentParts = parts2.slice(0, -1);
    if (name.startsWith(".wh.")) {
      this.order.whiteout(layer, e.path);
      const r = resolve2(this.root, parentParts, true);
      if (!r.node || r.node.kind !== "dir") return;
      if (name === ".wh..wh..opq") await this.hideLower(r.node, r.parts, layer);
      else {
        const victim = name.slice(4);
        if (!victim || victim === "." || victim === "..")
          throw new UnsafeEntryError(`layer ${layer + 1}: invalid whiteout ${e.path}`);
        const child = r.node.children.get(victim);
        if (child && child.layer < layer) await this.removeNode(r.node, victim, [...r.parts, victim]);
      }
      return;
    }
    const { parts: pp, dirs } = this.parentsOf(parentParts, layer);
    const parent = dirs[dirs.length - 1];
    const real = [...pp, name];
    const existing = parent.children.get(name);
    const mode = e.mode ?? 420;
    const cleanMode = mode & 511;
    if (type === "Directory" && this.order.sideBySide) {
      const node = newDir(layer, cleanMode);
      this.order.directory(layer, parts2, real, node, existing);
      if (!existing) {
        parent.children.set(name, node);
        this.names.dirCreated(real);
      }
      return;
    }
    const release = this.order.claim(layer, parts2, real, existing);
    if ((mode & 3584) !== 0 && type !== "Directory") this.report.strippedModes++;
    try {
      await this.applyByType(e, content, layer, parent, name, real, dirs, existing, cleanMode);
    } finally {
      release?.();
    }
  }
  /** The entry's effect by its type (entry() has checked the path and its parents). */
  async applyByType(e, content, layer, parent, name, real, dirs, existing, cleanMode) {
    const type = e.type;
    switch (type) {
      case "Directory": {
        if (existing?.kind === "dir") {
          existing.mode = cleanMode;
          existing.layer = layer;
          return;
        }
        if (existing) await this.removeNode(parent, name, real);
        this.place(parent, name, real, newDir(layer, cleanMode));
        this.names.dirCreated(real);
        return;
      }
      case "SymbolicLink": {
        if (existing) await this.removeNode(parent, name, real);
        const target = e.linkpath ?? "";
        if (!target || target.includes("\0"))
          throw new UnsafeEntryError(`layer ${layer + 1}: symlink ${e.path} has an empty or invalid target`);
        this.place(parent, name, real, { kind: "symlink", layer, mode: 511, target });
        this.names.linkAdded(real);
        this.linksChanged();
        return;
      }
      case "File":
      case "OldFile":
      case "ContiguousFile":
        return this.file(e, content, parent, name, real, dirs, existing, cleanMode, layer);
      case "Link":
        return this.hardlink(e, parent, name, real, dirs, existing, layer);
      case "CharacterDevice":
      case "BlockDevice":
      case "FIFO": {
        if (existing) await this.removeNode(parent, name, real);
        if (this.isKept(real)) {
          this.report.skippedSpecial.push(`${toPath(real)} (${type})`);
          this.o.logger.warning(`Skipped ${type} ${toPath(real)}: device nodes and FIFOs are not installed.`);
        }
        return;
      }
      default:
        this.o.logger.warning(`Skipped ${toPath(real)}: unsupported tar entry type ${type}.`);
    }
  }
  async file(e, content, parent, name, real, dirs, existing, mode, layer) {
    if (existing) await this.removeNode(parent, name, real);
    const size = e.size ?? 0;
    if (!this.isKept(real)) {
      this.report.bytesOutside += size;
      this.skippedDirs.add(toPath(real.slice(0, -1)));
      return;
    }
    const prunedBy = this.pruneDecision(real, false);
    if (prunedBy) {
      this.checkProtected(real, prunedBy, false);
      this.report.filesPruned++;
      this.report.bytesPruned += size;
      if (isSharedLibrary(name)) this.report.prunedLibraries[name] = prunedBy;
      this.place(parent, name, real, { kind: "file", layer, mode, size, onDisk: false, prunedBy });
      return;
    }
    await this.ensureDisk(real.slice(0, -1), dirs);
    const path = this.disk(real);
    const later = "origin" in content;
    if (later) {
    } else if (size <= SMALL_FILE) {
      const { bytes, have } = await readWhole(content, size);
      if (have !== size) throw new LayerFormatError(`layer ${layer + 1}: ${e.path} is truncated`);
      await this.writer.writeSmall(path, bytes, mode);
    } else {
      await this.writer.writeStream(path, content, mode);
    }
    this.report.filesWritten++;
    this.report.bytesWritten += size;
    const origin = later ? content.origin : void 0;
    this.place(parent, name, real, {
      kind: "file",
      layer,
      mode,
      size,
      onDisk: true,
      ...origin !== void 0 ? { origin } : {}
    });
  }
  async hardlink(e, parent, name, real, dirs, existing, layer) {
    const raw = e.linkpath ?? "";
    let targetParts;
    try {
      targetParts = cleanEntryPath(raw);
    } catch (err) {
      throw new UnsafeEntryError(
        `layer ${layer + 1}: hardlink ${e.path} -> ${raw}: ${err.message}`
      );
    }
    const t = resolve2(this.root, targetParts, false);
    if (existing) await this.removeNode(parent, name, real);
    if (!this.isKept(real)) return;
    this.report.hardlinks++;
    const prunedBy = this.pruneDecision(real, false);
    if (prunedBy) {
      this.checkProtected(real, prunedBy, false);
      this.place(parent, name, real, { kind: "file", layer, mode: 420, size: 0, onDisk: false, prunedBy });
      return;
    }
    const target = t.node;
    this.order.hardlink(layer, e.path, raw, targetParts, t.parts, target);
    if (target?.kind === "symlink") {
      this.place(parent, name, real, { ...target, layer });
      this.names.linkAdded(real);
      this.linksChanged();
      return;
    }
    if (target?.kind === "file" && target.onDisk) {
      await this.ensureDisk(real.slice(0, -1), dirs);
      await this.writer.link(this.disk(t.parts), this.disk(real));
      this.place(parent, name, real, { ...target, layer });
      return;
    }
    if (target?.kind === "dir")
      throw new UnsafeEntryError(`layer ${layer + 1}: hardlink ${e.path} points at a directory (${raw})`);
    const why = target?.kind === "file" && target.prunedBy ? `its target ${toPath(t.parts)} was pruned by "${target.prunedBy}"` : t.node === void 0 && !this.isKept(t.parts) ? `its target ${toPath(t.parts)} lies outside ${this.o.imagePath}, and its content was not kept` : `its target ${toPath(t.parts)} does not exist in this or a lower layer`;
    throw new LayerFormatError(
      `Cannot install ${toPath(real)}: it is a hardlink and ${why}. Prune ${toPath(real)} as well, or stop pruning its target.`
    );
  }
  finishInput() {
    return {
      root: this.root,
      names: this.names,
      report: this.report,
      imagePath: this.o.imagePath,
      prune: this.o.prune,
      protect: this.o.protect,
      disk: (p) => this.disk(p)
    };
  }
  /**
   * After the last layer (and the writer settled): exact prune, links written, modes set
   * (finish.ts). `place`: a plan's finish, which puts each kept file's content in place (nothing
   * of the model was written while it was made).
   */
  async finish(place) {
    await this.writer.flush();
    return finishTree({ ...this.finishInput(), place });
  }
  /**
   * After the last layer, without touching the disk: the origins (PlacedLater) of the
   * files the finish keeps, a hardlink's being its target's.
   */
  async keptOrigins() {
    await this.writer.flush();
    return keptOrigins(this.finishInput());
  }
  /** After the last layer, without touching the disk: the finished tree, node by node (finish.ts). */
  async manifest() {
    await this.writer.flush();
    return manifestOf(this.finishInput());
  }
  /**
   * A plan's model, its prune decisions final (after keptOrigins): where in staging the file
   * entry `path` names holds `origin`'s content in the finished tree, if it is kept there (its
   * content can then be written in place while the stream goes by; else the finish places it).
   */
  keptPlace() {
    const R = keptDirectory(this.root, this.o.imagePath).parts;
    return (path, origin) => {
      let r;
      try {
        r = resolve2(this.root, cleanEntryPath(path), false);
      } catch {
        return void 0;
      }
      const n = r.node;
      if (n?.kind !== "file" || n.origin !== origin || !n.onDisk || n.prunedBy || !isUnder(r.parts, R))
        return void 0;
      return this.disk(r.parts);
    };
  }
};

// src/layers/model/restarts.ts
var RESTART_BOUNDS = { "not-disjoint": 1, "image-path-moved": 4 };
function restartFor(e) {
  if (e instanceof LayerConflictError) return { reason: "not-disjoint", error: e };
  if (e instanceof RestartNeededError) return { reason: "image-path-moved", error: e };
  return void 0;
}
var Restarts = class {
  used = /* @__PURE__ */ new Map();
  /** Counts a restart for `r`; throws when its bound is spent. */
  take(r) {
    const n = (this.used.get(r.reason) ?? 0) + 1;
    if (n > RESTART_BOUNDS[r.reason]) {
      if (r.reason === "image-path-moved")
        throw new ImageError(
          `${r.error.message}, after ${RESTART_BOUNDS[r.reason]} restarts for the same reason: the image's links keep moving image-path. Set image-path to the directory it finally resolves to.`,
          { cause: r.error }
        );
      throw r.error;
    }
    this.used.set(r.reason, n);
  }
};

// src/oci/annotations.ts
var Annotations = {
  /** The digest the source image was pinned by (OCI's own key). */
  BaseDigest: "org.opencontainers.image.base.digest",
  /** The source image reference. */
  BaseName: "org.opencontainers.image.base.name",
  Title: "org.opencontainers.image.title",
  /** The source's platform manifest (when the pin was an index). */
  SourceManifest: "io.github.vmafx.setup-rocm.source-manifest",
  ImagePath: "io.github.vmafx.setup-rocm.image-path",
  /** Newline-separated patterns, as installed. */
  Prune: "io.github.vmafx.setup-rocm.prune",
  Protect: "io.github.vmafx.setup-rocm.protect",
  Mode: "io.github.vmafx.setup-rocm.mode",
  Version: "io.github.vmafx.setup-rocm.version",
  /** `disjoint`: the layers are subtrees without whiteouts (see isDisjoint). */
  Layers: "io.github.vmafx.setup-rocm.layers"
};
var DISJOINT = "disjoint";
function isDisjoint(annotations) {
  return annotations[Annotations.Layers] === DISJOINT;
}

// src/pipeline/whole.ts
var SIDE_BY_SIDE = 4;
async function applyWhole(a) {
  const { o, image, staging } = a;
  const log = o.logger;
  const restarts = new Restarts();
  let width = isDisjoint(image.annotations) && image.layers.length > 1 ? Math.min(image.layers.length, SIDE_BY_SIDE) : 1;
  let extraRoots = [];
  for (; ; ) {
    const refs = new BufferRefs();
    const writer = new Writer(refs);
    const overlay = new Overlay({
      staging: staging.dir,
      imagePath: o.source.imagePath,
      prune: o.source.prune,
      protect: o.source.protect,
      logger: log,
      writer,
      buffers: refs.tally,
      order: width > 1 ? new DisjointLayers() : IN_ORDER,
      extraRoots
    });
    let bytesDownloaded = 0;
    const ctx = scheduleContext(a, {
      sink: overlay,
      refs,
      writer,
      downloaded: (n) => bytesDownloaded += n
    });
    try {
      const layers = width > 1 ? await applySideBySide(ctx, width) : await applyInOrder(ctx);
      return { finish: () => overlay.finish(), report: overlay.report, layers, bytesDownloaded };
    } catch (e) {
      const r = restartFor(e);
      if (!r) throw e;
      restarts.take(r);
      if (r.reason === "not-disjoint") {
        log.warning(
          `The image says its layers are disjoint, but ${r.error.message}. Applying them one by one instead (downloading again).`
        );
        width = 1;
      } else {
        log.warning(
          `${o.source.imagePath} turned out to resolve to ${r.error.root}, whose files came earlier in the stream; downloading again to keep them.`
        );
        extraRoots = [...extraRoots, r.error.root];
      }
      await staging.empty();
    }
  }
}

// src/seek/index-source.ts
import fs6 from "node:fs/promises";

// src/oci/push.ts
import { createReadStream } from "node:fs";
async function hasBlob(t, digest) {
  const what = `Checking for blob ${digest.slice(0, 19)}\u2026 on ${t.registry}/${t.repository}`;
  const res = await t.request("HEAD", `blobs/${digest}`, {}, what);
  res.message.resume();
  if (res.status === 200) return true;
  if (res.status === 404) return false;
  throw t.describe(what, res.status, "");
}
function pushBlob(t, b) {
  return explained(uploadBlob(t, b));
}
var UPLOAD_TRIES = 4;
async function uploadBlob(t, b, backoffMs = 500) {
  if (await hasBlob(t, b.digest)) return false;
  const what = `Uploading blob ${b.digest.slice(0, 19)}\u2026 to ${t.registry}/${t.repository}`;
  for (let tryNo = 1; ; tryNo++) {
    const url = await openUpload(t, what);
    if (!url) throw new RegistryError(`${what}: the registry opened an upload without a Location.`);
    url.searchParams.set("digest", b.digest);
    const streams = [];
    const body = () => {
      if (!b.file) return b.bytes;
      const s = createReadStream(b.file);
      streams.push(s);
      return s;
    };
    let put;
    try {
      put = await t.request(
        "PUT",
        url.toString(),
        { "content-type": "application/octet-stream", "content-length": String(b.size) },
        what,
        body,
        1
      );
    } catch (e) {
      if (!(e instanceof RegistryError) || e.status === 401 || e.status === 403 || tryNo >= UPLOAD_TRIES)
        throw e;
      t.logger.info(`${what}: ${e.message} Trying again in a new upload session.`);
      await new Promise((r) => setTimeout(r, backoffMs * tryNo));
      continue;
    } finally {
      for (const s of streams) s.destroy();
    }
    const answer = await put.readBody();
    if (put.status !== 201 && put.status !== 204) throw t.describe(what, put.status, answer);
    return verifyStored(put, b, what);
  }
}
function verifyStored(put, b, what) {
  const said = put.headers["docker-content-digest"];
  if (said && said !== b.digest)
    throw new RegistryError(`${what}: the registry stored it as ${String(said)}, not ${b.digest}.`);
  return true;
}
async function openUpload(t, what) {
  const start = await t.request("POST", "blobs/uploads/", { "content-length": "0" }, what);
  const text = await start.readBody();
  if (start.status !== 202) throw t.describe(what, start.status, text);
  const loc = start.headers.location;
  return loc ? new URL(loc, t.url("blobs/uploads/")) : void 0;
}
function pushManifest(t, mediaType, bytes, tag) {
  return explained(putManifest(t, mediaType, bytes, tag));
}
async function putManifest(t, mediaType, bytes, tag) {
  const digest = digestOf(bytes);
  const reference = tag ?? digest;
  const what = `Pushing manifest ${digest.slice(0, 19)}\u2026 to ${t.registry}/${t.repository}${reference === digest ? "" : `:${reference}`}`;
  const res = await t.request(
    "PUT",
    `manifests/${reference}`,
    { "content-type": mediaType },
    what,
    () => bytes
  );
  const text = await res.readBody();
  if (res.status !== 201 && res.status !== 200) throw t.describe(what, res.status, text);
  const said = res.headers["docker-content-digest"];
  if (said && said !== digest)
    throw new RegistryError(`${what}: the registry says it stored ${String(said)}, not ${digest}.`);
  return digest;
}
function checkPushAccess(t) {
  return explained(
    (async () => {
      const what = `Checking push access to ${t.registry}/${t.repository}`;
      const url = await openUpload(t, what);
      if (!url) return;
      const del = await t.request("DELETE", url.toString(), {}, what).catch(() => void 0);
      del?.message.resume();
    })()
  );
}
var PUSH_HINT = "The registry refused the push: set SETUP_ROCM_PUSH_USERNAME and SETUP_ROCM_PUSH_PASSWORD (for GHCR in a workflow: github.actor and GITHUB_TOKEN with packages: write), or docker login to it.";
async function explained(p) {
  try {
    return await p;
  } catch (e) {
    if (e instanceof RegistryError && (e.status === 401 || e.status === 403))
      throw new RegistryError(
        `${e.message.replace(/ The registry refused access\..*$/s, "").replace(/\.?$/, ".")} ${PUSH_HINT}`,
        e.status,
        e.code
      );
    throw e;
  }
}

// src/seek/format.ts
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createGzip, gzipSync } from "node:zlib";

// src/seek/format-error.ts
var IndexFormatError = class extends UsageError {
  name = "IndexFormatError";
};
var OtherImageIndexError = class extends IndexFormatError {
  name = "OtherImageIndexError";
};

// src/seek/toc-table.ts
var TYPES = [
  "File",
  "Directory",
  "SymbolicLink",
  "Link",
  "OldFile",
  "ContiguousFile",
  "CharacterDevice",
  "BlockDevice",
  "FIFO"
];
var TYPE_CODE = new Map(TYPES.map((t, i) => [t, i]));
var OTHER = 127;
var HAS_DIGEST = 128;
var BIG32 = 4294967295;
var BIG8 = 255;
var BIG16 = 65535;
var RESTART = 32;
var MAX_SHARED = 65535;
var BLOCK2 = 512;
var DIGEST = 32;
var RANK_RUN = 64;
var CHUNK2 = 1 << 16;
var Chunk = class {
  /** Entries it has room for: a new chunk starts small (a table of one header is common) and doubles up to CHUNK. */
  cap = 16;
  /** The header's block (a tar stream of up to 2 TiB). */
  header = new Uint32Array(this.cap);
  /** Blocks from the first header block to the content (1 without a PAX or long-name header). */
  dataBlocks = new Uint8Array(this.cap);
  sizes = new Uint32Array(this.cap);
  /** Type code, with HAS_DIGEST. */
  types = new Uint8Array(this.cap);
  /** Mode, or BIG16: another mode or none (TocTable.modes). */
  modes = new Uint16Array(this.cap);
  /** Allocated with the first digest. */
  digests;
  /** Entry k's own path bytes start at ownAt[k] in `own`, after `shared[k]` bytes of the path before. */
  ownAt = new Uint32Array(this.cap);
  shared = new Uint16Array(this.cap);
  own = Buffer.allocUnsafe(1 << 10);
  ownLen = 0;
  /** Room for entry i. */
  fit(i) {
    if (i < this.cap) return;
    const cap = Math.min(CHUNK2, this.cap * 2);
    const more = (a, b) => {
      b.set(a);
      return b;
    };
    this.header = more(this.header, new Uint32Array(cap));
    this.dataBlocks = more(this.dataBlocks, new Uint8Array(cap));
    this.sizes = more(this.sizes, new Uint32Array(cap));
    this.types = more(this.types, new Uint8Array(cap));
    this.modes = more(this.modes, new Uint16Array(cap));
    this.ownAt = more(this.ownAt, new Uint32Array(cap));
    this.shared = more(this.shared, new Uint16Array(cap));
    if (this.digests) {
      const d = Buffer.alloc(cap * DIGEST);
      this.digests.copy(d);
      this.digests = d;
    }
    this.cap = cap;
  }
  /**
   * Entries with a digest before each run of RANK_RUN, once the digests are packed (pack): entry
   * i's digest is then the one after those of the entries with one before it.
   */
  rank;
  /** Where entry i's digest starts in `digests`, or -1. */
  digestOffset(i) {
    if (!(this.types[i] & HAS_DIGEST) || !this.digests) return -1;
    if (!this.rank) return i * DIGEST;
    let r = this.rank[Math.floor(i / RANK_RUN)];
    for (let j = i - i % RANK_RUN; j < i; j++) if (this.types[j] & HAS_DIGEST) r++;
    return r * DIGEST;
  }
  /** Keeps the digests of the first `count` entries that `keep` names, packed; the others go. */
  pack(keep, count) {
    let kept = 0;
    for (let i = 0; i < count; i++) if (this.types[i] & HAS_DIGEST && keep(i)) kept++;
    const packed = kept ? Buffer.allocUnsafeSlow(kept * DIGEST) : void 0;
    const rank = new Uint32Array(Math.ceil(count / RANK_RUN));
    let at = 0;
    let was = 0;
    for (let i = 0; i < count; i++) {
      if (i % RANK_RUN === 0) rank[i / RANK_RUN] = at / DIGEST;
      if (!(this.types[i] & HAS_DIGEST)) continue;
      const from = this.rank ? was++ * DIGEST : i * DIGEST;
      if (packed && keep(i)) at += this.digests.copy(packed, at, from, from + DIGEST);
      else this.types[i] &= ~HAS_DIGEST;
    }
    this.digests = packed;
    this.rank = packed && rank;
  }
  /** Room for `n` more path bytes (the chunk's own buffer grows; a chunk's paths are a few MiB). */
  room(n) {
    if (this.ownLen + n <= this.own.length) return;
    const b = Buffer.allocUnsafe(Math.max(this.own.length * 2, this.ownLen + n));
    this.own.copy(b, 0, 0, this.ownLen);
    this.own = b;
  }
};
var TocTable = class _TocTable {
  chunks = [];
  n = 0;
  pathBytes = 0;
  prevPath = Buffer.alloc(0);
  /** The longest path's bytes: a buffer this long holds any of them. */
  longest = 0;
  links = /* @__PURE__ */ new Map();
  otherTypes = /* @__PURE__ */ new Map();
  /** What does not fit its column, by entry number (BIG32, BIG8, BIG16 there). */
  bigSizes = /* @__PURE__ */ new Map();
  bigMeta = /* @__PURE__ */ new Map();
  /** Modes of BIG16 or more; an entry with BIG16 in its column and none here has no mode. */
  modes = /* @__PURE__ */ new Map();
  static from(entries) {
    const t = new _TocTable();
    for (const e of entries) t.push(e);
    return t;
  }
  get length() {
    return this.n;
  }
  /** Bytes of paths held (what each does not share with the path before it). */
  get pathBytesHeld() {
    return this.pathBytes;
  }
  chunk(k) {
    return this.chunks[Math.floor(k / CHUNK2)];
  }
  /**
   * Appends an entry (in stream order: the caller checks the order, shape.ts). `path` as bytes
   * spares a string for each row decoded from the index file; `digest`: 32 raw bytes.
   */
  push(e) {
    const blocks = (e.data - e.header) / BLOCK2;
    if (e.header % BLOCK2 || !Number.isInteger(blocks) || blocks < 1 || blocks > BIG32)
      throw new RangeError(`internal: an entry off the tar blocks (${String(e.path)})`);
    if (e.header / BLOCK2 >= BIG32) throw new RangeError(`internal: an entry past 2 TiB (${String(e.path)})`);
    if (e.mode !== void 0 && (e.mode < 0 || !Number.isSafeInteger(e.mode)))
      throw new RangeError(`internal: mode ${e.mode}`);
    const digest = typeof e.sha256 === "string" ? Buffer.from(e.sha256, "hex") : e.sha256;
    if (digest && digest.length !== DIGEST) throw new RangeError("internal: a digest of other than 32 bytes");
    const k = this.n;
    const i = k % CHUNK2;
    if (i === 0 && this.chunks.length === k / CHUNK2) this.chunks.push(new Chunk());
    const c = this.chunks[this.chunks.length - 1];
    c.fit(i);
    c.header[i] = e.header / BLOCK2;
    c.dataBlocks[i] = Math.min(blocks, BIG8);
    if (blocks >= BIG8) this.bigMeta.set(k, blocks);
    c.sizes[i] = Math.min(e.size, BIG32);
    if (e.size >= BIG32) this.bigSizes.set(k, e.size);
    const code = TYPE_CODE.get(e.type);
    c.types[i] = code ?? OTHER;
    if (code === void 0) this.otherTypes.set(k, e.type);
    c.modes[i] = e.mode === void 0 ? BIG16 : Math.min(e.mode, BIG16);
    if (e.mode !== void 0 && e.mode >= BIG16) this.modes.set(k, e.mode);
    if (e.linkpath !== void 0) this.links.set(k, e.linkpath);
    if (digest) this.setDigest(k, digest);
    const path = typeof e.path === "string" ? Buffer.from(e.path) : e.path;
    let same2 = 0;
    if (k % RESTART) {
      const most = Math.min(path.length, this.prevPath.length, MAX_SHARED);
      while (same2 < most && path[same2] === this.prevPath[same2]) same2++;
    }
    const tail2 = path.length - same2;
    c.room(tail2);
    path.copy(c.own, c.ownLen, same2);
    c.ownAt[i] = c.ownLen;
    c.shared[i] = same2;
    c.ownLen += tail2;
    this.pathBytes += tail2;
    this.prevPath = path;
    this.longest = Math.max(this.longest, path.length);
    this.n++;
    return k;
  }
  /** Records a file's content digest (32 bytes) found after its entry was pushed (the index builder). */
  setDigest(k, digest) {
    if (digest.length !== DIGEST) throw new RangeError("internal: a digest of other than 32 bytes");
    const c = this.chunk(k);
    if (c.rank) throw new Error("internal: a digest set after the table let go of others");
    c.digests ??= Buffer.alloc(c.cap * DIGEST);
    digest.copy(c.digests, k % CHUNK2 * DIGEST);
    c.types[k % CHUNK2] |= HAS_DIGEST;
  }
  /**
   * Lets go of the digests of the entries `keep` does not name (an install checks only what it
   * writes): a chunk keeps those it still needs packed one after the other (Chunk.digestOffset).
   */
  keepDigests(keep) {
    for (const [ci, c] of this.chunks.entries()) {
      if (!c.digests) continue;
      const count = Math.min(c.cap, this.n - ci * CHUNK2);
      c.pack((i) => (c.types[i] & HAS_DIGEST) !== 0 && keep(ci * CHUNK2 + i), count);
    }
  }
  headerAt(k) {
    return this.chunk(k).header[k % CHUNK2] * BLOCK2;
  }
  dataAt(k) {
    const c = this.chunk(k);
    const meta = c.dataBlocks[k % CHUNK2];
    return (c.header[k % CHUNK2] + (meta === BIG8 ? this.bigMeta.get(k) : meta)) * BLOCK2;
  }
  sizeAt(k) {
    const size = this.chunk(k).sizes[k % CHUNK2];
    return size === BIG32 ? this.bigSizes.get(k) : size;
  }
  modeAt(k) {
    const mode = this.chunk(k).modes[k % CHUNK2];
    return mode === BIG16 ? this.modes.get(k) : mode;
  }
  /** Where entry k's content ends, with its padding: the next entry's header cannot come before. */
  endAt(k) {
    return this.dataAt(k) + Math.ceil(this.sizeAt(k) / BLOCK2) * BLOCK2;
  }
  typeAt(k) {
    const code = this.chunk(k).types[k % CHUNK2] & ~HAS_DIGEST;
    return code === OTHER ? this.otherTypes.get(k) : TYPES[code];
  }
  /** Entry k's path bytes, rebuilt from its restart point. */
  pathBytesOf(k, into) {
    let len = 0;
    for (let j = k - k % RESTART; j <= k; j++) len = this.appendOwn(j, into);
    return len;
  }
  /** Puts entry j's own bytes after its shared prefix in `into` (holding the path before it). */
  appendOwn(j, into) {
    const c = this.chunk(j);
    const i = j % CHUNK2;
    const start = c.ownAt[i];
    const end = i + 1 < CHUNK2 && j + 1 < this.n ? c.ownAt[i + 1] : c.ownLen;
    c.own.copy(into, c.shared[i], start, end);
    return c.shared[i] + end - start;
  }
  /** Entry k's content digest (sha256, hex), if the table has it. */
  digestAt(k) {
    const c = this.chunk(k);
    const i = k % CHUNK2;
    const at = c.digestOffset(i);
    return at >= 0 ? c.digests.toString("hex", at, at + DIGEST) : void 0;
  }
  pathAt(k) {
    const b = Buffer.allocUnsafe(this.longest);
    return b.toString("utf8", 0, this.pathBytesOf(k, b));
  }
  at(k) {
    if (k < 0 || k >= this.n) throw new RangeError(`internal: no entry ${k}`);
    return this.view(k, this.pathAt(k));
  }
  view(k, path) {
    const c = this.chunk(k);
    const i = k % CHUNK2;
    const mode = this.modeAt(k);
    const link = this.links.get(k);
    return {
      header: this.headerAt(k),
      data: this.dataAt(k),
      size: this.sizeAt(k),
      type: this.typeAt(k),
      path,
      ...link !== void 0 ? { linkpath: link } : {},
      ...mode !== void 0 ? { mode } : {},
      ...c.types[i] & HAS_DIGEST ? { sha256: this.digestAt(k) } : {}
    };
  }
  /** Every entry in order, with its number; each path rebuilt from the one before it. */
  *entries(from = 0) {
    const b = Buffer.allocUnsafe(this.longest);
    let len = from < this.n ? this.pathBytesOf(from, b) : 0;
    for (let k = from; k < this.n; k++) {
      if (k > from) len = this.appendOwn(k, b);
      yield [k, this.view(k, b.toString("utf8", 0, len))];
    }
  }
  *[Symbol.iterator]() {
    for (const [, e] of this.entries()) yield e;
  }
};

// src/seek/rows.ts
var BLOCK3 = 512;
var OTHER2 = 255;
var RowWriter = class {
  buf = Buffer.allocUnsafe(1 << 16);
  len = 0;
  prevPath = Buffer.alloc(0);
  prevEnd = 0;
  room(n) {
    if (this.len + n <= this.buf.length) return;
    const b = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.len + n));
    this.buf.copy(b, 0, 0, this.len);
    this.buf = b;
  }
  varint(v) {
    if (!Number.isSafeInteger(v) || v < 0) throw new Error(`internal: varint ${v}`);
    this.room(8);
    while (v >= 128) {
      this.buf[this.len++] = v % 128 | 128;
      v = Math.floor(v / 128);
    }
    this.buf[this.len++] = v;
  }
  bytes(b) {
    this.room(b.length);
    b.copy(this.buf, this.len);
    this.len += b.length;
  }
  row(e) {
    if (e.header % BLOCK3 || e.data % BLOCK3 || e.header < this.prevEnd || e.data <= e.header)
      throw new Error(`internal: an entry off the tar blocks (${e.path})`);
    this.varint((e.header - this.prevEnd) / BLOCK3);
    this.varint((e.data - e.header) / BLOCK3 - 1);
    this.varint(e.size);
    const code = TYPES.indexOf(e.type);
    this.room(1);
    this.buf[this.len++] = code < 0 ? OTHER2 : code;
    if (code < 0) this.text(Buffer.from(e.type));
    this.varint(e.mode === void 0 ? 0 : e.mode + 1);
    const path = Buffer.from(e.path);
    let shared = 0;
    const most = Math.min(path.length, this.prevPath.length);
    while (shared < most && path[shared] === this.prevPath[shared]) shared++;
    this.varint(shared);
    this.text(path.subarray(shared));
    this.prevPath = path;
    if (e.linkpath === void 0) this.varint(0);
    else {
      const link = Buffer.from(e.linkpath);
      this.varint(link.length + 1);
      this.bytes(link);
    }
    this.room(33);
    if (e.sha256) {
      this.buf[this.len++] = 1;
      this.bytes(Buffer.from(e.sha256, "hex"));
    } else this.buf[this.len++] = 0;
    this.prevEnd = e.data + Math.ceil(e.size / BLOCK3) * BLOCK3;
  }
  text(b) {
    this.varint(b.length);
    this.bytes(b);
  }
  get length() {
    return this.len;
  }
  /** The bytes written since the last take(); what comes next goes on from where they end. */
  take() {
    const out = Buffer.from(this.buf.subarray(0, this.len));
    this.len = 0;
    return out;
  }
};
var NEED_MORE = /* @__PURE__ */ Symbol("need more bytes");
var MAX_RECORD = (1 << 20) + 64;
var RowReader = class {
  pos;
  b;
  prevPath = Buffer.alloc(0);
  prevEnd = 0;
  constructor(b, pos = 0) {
    this.b = b;
    this.pos = pos;
  }
  get at() {
    return this.pos;
  }
  get length() {
    return this.b.length;
  }
  /** The bytes that arrived (what was left of the last ones, and the next piece). */
  reset(b) {
    this.b = b;
    this.pos = 0;
  }
  rewind(pos) {
    this.pos = pos;
  }
  /** A layer's rows begin: offsets count from its stream's start, paths share nothing yet. */
  startRows() {
    this.prevPath = Buffer.alloc(0);
    this.prevEnd = 0;
  }
  byte() {
    if (this.pos >= this.b.length) throw NEED_MORE;
    return this.b[this.pos++];
  }
  u32() {
    const v = this.bytes(4);
    return v.readUInt32LE(0);
  }
  varint() {
    let v = 0;
    let scale = 1;
    for (let i = 0; ; i++) {
      const c = this.byte();
      v += (c & 127) * scale;
      if (!(c & 128)) break;
      scale *= 128;
      if (i >= 7) throw new IndexFormatError("a number in the index is too long");
    }
    if (!Number.isSafeInteger(v)) throw new IndexFormatError("a number in the index is too large");
    return v;
  }
  /** `n` bytes, a view of what arrived: copy what is kept. */
  bytes(n) {
    if (n > MAX_RECORD)
      throw new IndexFormatError(`a length in the index (${n}) is larger than any of its records`);
    if (n > this.b.length - this.pos) throw NEED_MORE;
    const out = this.b.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }
  /** Reads one row into `toc`; nothing of the reader's state changes unless the whole row was there. */
  rowInto(toc) {
    const header = this.prevEnd + this.varint() * BLOCK3;
    const blocks = this.varint() + 1;
    const data = header + blocks * BLOCK3;
    const size = this.varint();
    const code = this.byte();
    const type = code === OTHER2 ? this.bytes(this.varint()).toString("utf8") : TYPES[code];
    if (type === void 0) throw new IndexFormatError(`an entry of unknown type code ${code}`);
    const m = this.varint();
    if (m > 4294967295) throw new IndexFormatError("an entry mode out of range");
    const shared = this.varint();
    if (shared > this.prevPath.length)
      throw new IndexFormatError("a path sharing more than the one before it has");
    const own = this.bytes(this.varint());
    const link = this.varint();
    const linkpath = link ? this.bytes(link - 1).toString("utf8") : void 0;
    const hasDigest = this.byte();
    if (hasDigest > 1) throw new IndexFormatError("a malformed entry digest flag");
    const sha2562 = hasDigest ? this.bytes(32) : void 0;
    if (!Number.isSafeInteger(data + size) || blocks > 4294967295 || header / BLOCK3 >= 4294967295)
      throw new IndexFormatError("an entry beyond any stream (2 TiB)");
    const path = Buffer.concat([this.prevPath.subarray(0, shared), own]);
    toc.push({
      header,
      data,
      size,
      type,
      path,
      ...linkpath !== void 0 ? { linkpath } : {},
      ...m ? { mode: m - 1 } : {},
      ...sha2562 ? { sha256: sha2562 } : {}
    });
    this.prevPath = path;
    this.prevEnd = data + Math.ceil(size / BLOCK3) * BLOCK3;
  }
};

// src/seek/format.ts
var INDEX_FORMAT = 2;
var INDEX_ARTIFACT = "application/vnd.io.github.vmafx.setup-rocm.seek-index.v2";
var INDEX_LAYER = "application/vnd.io.github.vmafx.setup-rocm.seek-index.v2+gzip";
var INDEX_ARTIFACT_V1 = "application/vnd.io.github.vmafx.setup-rocm.seek-index.v1";
var INDEX_LAYER_V1 = "application/vnd.io.github.vmafx.setup-rocm.seek-index.v1+json+gzip";
var MAGIC = Buffer.from("SRIX", "latin1");
var WINDOW = 32 << 10;
function toGzidx(l, spacing) {
  const head = Buffer.alloc(35);
  head.write("GZIDX", 0, "ascii");
  head[5] = 1;
  head[6] = 0;
  head.writeBigUInt64LE(BigInt(l.size), 7);
  head.writeBigUInt64LE(BigInt(l.tarBytes), 15);
  head.writeUInt32LE(Math.max(WINDOW, spacing), 23);
  head.writeUInt32LE(WINDOW, 27);
  head.writeUInt32LE(l.checkpoints.length, 31);
  const points = Buffer.alloc(18 * l.checkpoints.length);
  const windows = [];
  l.checkpoints.forEach((c, i) => {
    const bits = c.bit % 8;
    points.writeBigUInt64LE(BigInt(Math.floor(c.bit / 8) + (bits ? 1 : 0)), i * 18);
    points.writeBigUInt64LE(BigInt(c.out), i * 18 + 8);
    points[i * 18 + 16] = bits ? 8 - bits : 0;
    points[i * 18 + 17] = c.window.length ? 1 : 0;
    if (c.window.length) {
      windows.push(
        c.window.length < WINDOW ? Buffer.concat([Buffer.alloc(WINDOW - c.window.length), c.window]) : c.window
      );
    }
  });
  return Buffer.concat([head, points, ...windows]);
}
function fromGzidx(b, windows) {
  if (b.length < 35 || b.toString("ascii", 0, 5) !== "GZIDX") throw new IndexFormatError("not a GZIDX index");
  if (b[5] !== 1) throw new IndexFormatError(`GZIDX version ${b[5]} (this reads version 1)`);
  if (b.readUInt32LE(27) !== WINDOW) throw new IndexFormatError("a GZIDX window size other than 32 KiB");
  const n = b.readUInt32LE(31);
  const checkpoints = [];
  let w = 35 + 18 * n;
  if (b.length < w) throw new IndexFormatError("a truncated GZIDX index");
  let taken = 0;
  for (let i = 0; i < n; i++) {
    const o = 35 + 18 * i;
    const byte = Number(b.readBigUInt64LE(o));
    const out = Number(b.readBigUInt64LE(o + 8));
    const bits = b[o + 16];
    if (bits > 7 || bits && byte === 0)
      throw new IndexFormatError("a GZIDX checkpoint with a denormal bit count");
    let window = Buffer.alloc(0);
    if (b[o + 17]) {
      if (windows) {
        if (taken >= windows.length) throw new IndexFormatError("a truncated GZIDX window");
        window = windows[taken++];
      } else {
        if (b.length < w + WINDOW) throw new IndexFormatError("a truncated GZIDX window");
        window = b.subarray(w, w + WINDOW);
        w += WINDOW;
      }
      if (out < WINDOW) window = window.subarray(WINDOW - out);
    }
    checkpoints.push({ bit: byte * 8 - bits, out, window: windows ? window : Buffer.from(window) });
  }
  return {
    compressedSize: Number(b.readBigUInt64LE(7)),
    uncompressedSize: Number(b.readBigUInt64LE(15)),
    checkpoints
  };
}
async function encodeIndex(ix) {
  const gzidx = ix.layers.map((l) => l.compression === "gzip" ? toGzidx(l, ix.spacing) : Buffer.alloc(0));
  const head = Buffer.from(
    JSON.stringify({
      format: INDEX_FORMAT,
      tool: ix.tool,
      manifest: ix.manifest,
      spacing: ix.spacing,
      layers: ix.layers.map((l, i) => ({
        digest: l.digest,
        size: l.size,
        compression: l.compression,
        tarBytes: l.tarBytes,
        ...l.eoa !== void 0 ? { eoa: l.eoa } : {},
        gzidxBytes: gzidx[i].length,
        spans: l.spans.length,
        entries: l.toc.length
      }))
    })
  );
  const len = Buffer.alloc(4);
  len.writeUInt32LE(head.length);
  const gz = createGzip({ level: 9 });
  const out = [];
  gz.on("data", (c) => out.push(c));
  const ended = once(gz, "end");
  const write = async (b) => {
    if (!gz.write(b)) await once(gz, "drain");
  };
  await write(Buffer.concat([MAGIC, len, head]));
  for (const [i, l] of ix.layers.entries()) {
    await write(gzidx[i]);
    const w = new RowWriter();
    for (const sp of l.spans) {
      w.varint(sp.offset);
      w.varint(sp.length);
      w.bytes(Buffer.from(sp.sha256, "hex"));
    }
    for (const e of l.toc) {
      w.row(e);
      if (w.length >= 1 << 20) await write(w.take());
    }
    await write(w.take());
  }
  gz.end();
  await ended;
  return Buffer.concat(out);
}
var sha256 = (b) => createHash("sha256").update(b).digest("hex");

// src/seek/toc.ts
import { createHash as createHash2 } from "node:crypto";
var FILE_TYPES = /* @__PURE__ */ new Set(["File", "OldFile", "ContiguousFile"]);
var EMPTY_SHA256 = createHash2("sha256").digest();
var TocError = class extends ImageError {
  name = "TocError";
};
var BLOCK4 = 512;
var MAX_META = 1 << 20;
var TocBuilder = class {
  digests;
  constructor(o = {}) {
    this.digests = o.digests ?? false;
  }
  /** The entries so far (toc-table.ts). */
  table = new TocTable();
  pos = 0;
  block = Buffer.alloc(BLOCK4);
  blockFill = 0;
  /** Content (with its padding) still to pass over, or to collect for a meta header. */
  skip = 0;
  meta;
  ex;
  gex;
  metaStart;
  ended = false;
  nulls = 0;
  /** The content digest of the file entry being passed over, and its bytes still to come. */
  hash;
  /** Where the first of the zero blocks being counted began. */
  nullAt = 0;
  endAt;
  push(data) {
    let off = 0;
    while (off < data.length && !this.ended) {
      if (this.skip) {
        const n2 = Math.min(this.skip, data.length - off);
        if (this.meta && this.meta.got < this.meta.size) {
          const take = Math.min(n2, this.meta.size - this.meta.got);
          this.meta.chunks.push(Buffer.from(data.subarray(off, off + take)));
          this.meta.got += take;
        }
        if (this.hash) {
          const take = Math.min(n2, this.hash.left);
          this.hash.h.update(data.subarray(off, off + take));
          this.hash.left -= take;
          if (!this.hash.left) {
            this.table.setDigest(this.hash.entry, this.hash.h.digest());
            this.hash = void 0;
          }
        }
        this.skip -= n2;
        this.pos += n2;
        off += n2;
        if (!this.skip && this.meta) this.endMeta();
        continue;
      }
      const n = Math.min(BLOCK4 - this.blockFill, data.length - off);
      data.copy(this.block, this.blockFill, off, off + n);
      this.blockFill += n;
      off += n;
      if (this.blockFill === BLOCK4) {
        this.blockFill = 0;
        this.header(this.pos);
        this.pos += BLOCK4;
      }
    }
  }
  /** The stream has ended: it must have ended at a block boundary, outside an entry's content. */
  end() {
    if (!this.ended && (this.blockFill || this.skip))
      throw new TocError(
        `the tar stream ends inside ${this.skip ? "an entry" : "a header"} at byte ${this.pos}`
      );
    this.endAt ??= this.metaStart ?? (this.nulls ? this.nullAt : this.pos);
    return this.table;
  }
  /**
   * Where the archive ends: its end-of-archive (the first of the two zero blocks), or where the
   * stream stopped without one; a meta header no entry followed counts as part of the end. Set
   * once the end-of-archive was read, or by end().
   */
  get eoa() {
    return this.endAt;
  }
  header(at) {
    const h = new F(this.block, 0, this.ex, this.gex);
    if (h.nullBlock) {
      if (this.nulls++ === 0) this.nullAt = at;
      if (this.nulls >= 2) {
        this.ended = true;
        this.endAt = this.metaStart ?? this.nullAt;
      }
      return;
    }
    this.nulls = 0;
    if (!h.cksumValid) throw new TocError(`invalid tar header checksum at byte ${at}`);
    if (!h.path) throw new TocError(`a tar header without a path at byte ${at}`);
    const isLink = /^(Symbolic)?Link$/.test(h.type ?? "");
    if (isLink && !h.linkpath) throw new TocError(`a link without a target at byte ${at}`);
    if (!isLink && !/^(Global)?ExtendedHeader$/.test(h.type ?? "") && h.linkpath)
      throw new TocError(`a ${h.type} entry with a link target at byte ${at}`);
    const size = h.size ?? 0;
    const padded = Math.ceil(size / BLOCK4) * BLOCK4;
    const entry = new $e(h, this.ex, this.gex);
    if (entry.meta) {
      this.metaStart ??= at;
      this.skip = padded;
      if (size > MAX_META || size === 0) return;
      this.meta = { type: entry.type, size, chunks: [], got: 0 };
      return;
    }
    const e = {
      header: this.metaStart ?? at,
      data: at + BLOCK4,
      size,
      type: entry.type,
      path: entry.path,
      ...entry.linkpath ? { linkpath: entry.linkpath } : {},
      ...entry.mode !== void 0 ? { mode: entry.mode } : {}
    };
    const k = this.table.push(e);
    if (this.digests && FILE_TYPES.has(e.type)) {
      if (size) this.hash = { h: createHash2("sha256"), left: size, entry: k };
      else this.table.setDigest(k, EMPTY_SHA256);
    }
    this.ex = void 0;
    this.metaStart = void 0;
    this.skip = padded;
  }
  endMeta() {
    const m = this.meta;
    this.meta = void 0;
    const text = Buffer.concat(m.chunks).toString("utf8");
    if (m.type === "ExtendedHeader" || m.type === "OldExtendedHeader")
      this.ex = ft.parse(text, this.ex, false);
    else if (m.type === "GlobalExtendedHeader")
      this.gex = ft.parse(text, this.gex, true);
    else if (m.type === "NextFileHasLongPath" || m.type === "OldGnuLongPath")
      this.ex = { ...this.ex ?? {}, path: text.replace(/\0.*/s, "") };
    else if (m.type === "NextFileHasLongLinkpath")
      this.ex = { ...this.ex ?? {}, linkpath: text.replace(/\0.*/s, "") };
  }
};

// src/seek/check.ts
var IndexMismatchError = class extends SeekIndexError {
  name = "IndexMismatchError";
};
var INDEX_REMEDY = "Build the index again for this image (setup-rocm index --image <image>), or install without it (index: none).";
function checkIndexFits(ix, image) {
  if (ix.manifest !== image.digest)
    throw new OtherImageIndexError(
      `The seek index was made for manifest ${ix.manifest}, but ${image.pinned} resolves to ${image.digest}. ${INDEX_REMEDY}`
    );
  if (ix.layers.length !== image.layers.length)
    throw new OtherImageIndexError(
      `The seek index describes ${ix.layers.length} layers; the image has ${image.layers.length}. ${INDEX_REMEDY}`
    );
  for (const [i, l] of image.layers.entries()) {
    const x = ix.layers[i];
    if (x.digest !== l.digest || x.size !== l.size)
      throw new OtherImageIndexError(
        `Layer ${i + 1} of the seek index is ${x.digest} (${x.size} bytes); the image's is ${l.digest} (${l.size} bytes). ${INDEX_REMEDY}`
      );
    if (x.compression === "gzip" && x.checkpoints.length !== x.spans.length)
      throw new IndexFormatError(
        `Layer ${i + 1} of the seek index has ${x.checkpoints.length} checkpoints but ${x.spans.length} spans.`
      );
  }
}
var describe = (e) => `${e.type} ${e.path} (${e.size ?? 0} bytes${typeof e.mode === "number" ? `, mode ${e.mode.toString(8).padStart(4, "0")}` : ""}${e.linkpath ? ` -> ${e.linkpath}` : ""})`;
var sameEntry = (got, e) => got.path === e.path && got.type === e.type && (got.size ?? 0) === e.size && (got.linkpath ?? "") === (e.linkpath ?? "") && (got.mode ?? void 0) === e.mode;
function checkStreamed(layer, k, got, e) {
  if (got && e ? sameEntry(got, e) : got === e) return;
  throw new IndexMismatchError(
    `Layer ${layer + 1}: tar entry ${k + 1} of its stream is ${got ? describe(got) : "not there (the stream ends)"}, but the seek index says ${e ? describe(e) : "the stream ends"}: the index does not describe this image. ${INDEX_REMEDY}`
  );
}
function checkHeader(layer, e, bytes) {
  const b = new TocBuilder();
  let got;
  try {
    b.push(bytes);
    got = b.table.length ? b.table.at(0) : void 0;
  } catch {
    got = void 0;
  }
  if (!got || !sameEntry(got, e) || got.data !== e.data - e.header)
    throw new IndexMismatchError(
      `Layer ${layer + 1}: the tar header at byte ${e.header} is ${got ? describe(got) : "not a valid header"}, but the seek index says ${describe(e)}: the index does not describe this image. ${INDEX_REMEDY}`
    );
}
var UnlistedBytes = class {
  b = new TocBuilder();
  layer;
  from;
  constructor(layer, from) {
    this.layer = layer;
    this.from = from;
  }
  push(piece) {
    try {
      this.b.push(piece);
    } catch (e2) {
      this.refuse(
        `bytes the index lists no entry for, from byte ${this.from}, are not a tar stream's (${e2.message})`
      );
    }
    const e = this.b.table.length ? this.b.table.at(0) : void 0;
    if (e)
      this.refuse(
        `the tar stream holds ${describe(e)} at byte ${e.header + this.from}, which the seek index leaves out`
      );
  }
  /** All of them were pushed; `eoa`: where the index says the archive ends (when it says). */
  end(eoa) {
    if (eoa === void 0) return;
    try {
      this.b.end();
    } catch {
    }
    const at = this.b.eoa !== void 0 ? this.b.eoa + this.from : void 0;
    if (at !== eoa)
      this.refuse(
        `the index puts the end-of-archive at byte ${eoa}, but the tar stream's is ${at === void 0 ? "not there" : `at byte ${at}`}`
      );
  }
  refuse(what) {
    throw new IndexMismatchError(
      `Layer ${this.layer + 1}: ${what}: the index does not describe this image. ${INDEX_REMEDY}`
    );
  }
};

// src/seek/shape.ts
var BLOCK5 = 512;
var WINDOW2 = 32 << 10;
function checkIndexShape(ix) {
  for (const [i, l] of ix.layers.entries()) {
    const where = `layer ${i + 1} of the index`;
    checkToc(l, where);
    if (l.compression === "gzip") checkCheckpoints(l, where);
    else {
      const [s, ...more] = l.spans;
      if (l.checkpoints.length || more.length || !s || s.offset !== 0 || s.length !== l.size || `sha256:${s.sha256}` !== l.digest)
        throw new IndexFormatError(
          `${where} is ${l.compression}, so its one span must be the whole blob, with the blob's digest`
        );
    }
  }
}
function checkToc(l, where) {
  const toc = l.toc;
  if (toc.length > l.tarBytes / BLOCK5)
    throw new IndexFormatError(`${where} lists ${toc.length} entries in a tar stream of ${l.tarBytes} bytes`);
  let next = 0;
  for (let k = 0; k < toc.length; k++) {
    const what = () => `${where}: entry ${k + 1} (${toc.pathAt(k)})`;
    if (toc.headerAt(k) < next)
      throw new IndexFormatError(
        `${what()} starts at byte ${toc.headerAt(k)}, before the end of the entry before it (${next}): entries out of stream order or overlapping`
      );
    next = toc.endAt(k);
    if (next > l.tarBytes)
      throw new IndexFormatError(
        `${what()} ends at byte ${next}, past the end of the layer's tar stream (${l.tarBytes} bytes)`
      );
    if (l.eoa !== void 0 && next > l.eoa)
      throw new IndexFormatError(
        `${what()} ends at byte ${next}, past the archive's end-of-archive at byte ${l.eoa}`
      );
  }
  if (l.eoa !== void 0 && (l.eoa % BLOCK5 || l.eoa > l.tarBytes))
    throw new IndexFormatError(
      `${where} puts the end-of-archive at byte ${l.eoa}, not a block inside its ${l.tarBytes}-byte tar stream`
    );
}
function checkCheckpoints(l, where) {
  const cps = l.checkpoints;
  if (!cps.length) throw new IndexFormatError(`${where} is gzip but has no checkpoint`);
  if (cps.length !== l.spans.length)
    throw new IndexFormatError(
      `${where} has ${cps.length} checkpoints but ${l.spans.length} spans (one per checkpoint)`
    );
  if (cps[0].out !== 0 || cps[0].window.length)
    throw new IndexFormatError(
      `${where}: its first checkpoint must be where the stream's output starts, with no window`
    );
  for (const [j, cp] of cps.entries()) {
    const span = l.spans[j];
    const at = `${where}: checkpoint ${j + 1}`;
    if (j > 0 && (cp.bit <= cps[j - 1].bit || cp.out <= cps[j - 1].out))
      throw new IndexFormatError(
        `${at} (bit ${cp.bit}, output ${cp.out}) does not come after the one before it`
      );
    if (cp.out >= l.tarBytes && !(cp.out === 0 && l.tarBytes === 0))
      throw new IndexFormatError(
        `${at} starts at output ${cp.out}, past the tar stream's ${l.tarBytes} bytes`
      );
    if (cp.window.length > WINDOW2 || cp.window.length && cp.window.length !== Math.min(WINDOW2, cp.out))
      throw new IndexFormatError(
        `${at} has a window of ${cp.window.length} bytes (32 KiB, or all the output before it)`
      );
    if (span.offset !== Math.floor(cp.bit / 8))
      throw new IndexFormatError(
        `${where}: span ${j + 1} starts at byte ${span.offset}, but its checkpoint is in byte ${Math.floor(cp.bit / 8)}`
      );
    const end = j + 1 < cps.length ? Math.floor(cps[j + 1].bit / 8) + 1 : l.size;
    if (span.offset + span.length !== end)
      throw new IndexFormatError(
        j + 1 < cps.length ? `${where}: span ${j + 1} ends at byte ${span.offset + span.length}, but the next begins in byte ${end - 1}` : `${where}: its last span ends at byte ${span.offset + span.length}, but the layer is ${l.size} bytes`
      );
  }
}

// src/seek/decode.ts
import { Readable as Readable3 } from "node:stream";
import { pipeline as pipeline2 } from "node:stream/promises";
import { createGunzip as createGunzip2 } from "node:zlib";
var MAX_DECODED_BYTES = 128 << 20;
var MAX_ENTRIES = 2e6;
var MAX_PATH_BYTES = 64 << 20;
var MAX_SPANS = 65536;
var MAX_V1_BYTES = 32 << 20;
var MAX_HEAD_BYTES = 1 << 20;
var PIECE = 1 << 20;
var SLICE = 16 << 10;
var GZIDX_HEAD = 35;
var GZIDX_POINT = 18;
var WINDOW3 = 32 << 10;
var isDigest = (s) => typeof s === "string" && /^sha256:[0-9a-f]{64}$/.test(s);
var isCount = (n) => typeof n === "number" && Number.isSafeInteger(n) && n >= 0;
async function decodeIndex(file, expect = {}) {
  let parser;
  let v1;
  let inflated = 0;
  try {
    await pipeline2(
      Readable3.from(slices(file)),
      createGunzip2({ chunkSize: PIECE }),
      async (source) => {
        for await (const piece of source) {
          inflated += piece.length;
          if (inflated > MAX_DECODED_BYTES)
            throw new IndexFormatError(
              `the index inflates to more than ${MAX_DECODED_BYTES >> 20} MiB, more than an index can be`
            );
          if (!parser && !v1) {
            if (piece.length >= MAGIC.length && piece.subarray(0, MAGIC.length).equals(MAGIC))
              parser = new V2Parser(expect);
            else v1 = [];
          }
          if (parser) parser.push(piece);
          else {
            if (inflated > MAX_V1_BYTES)
              throw new IndexFormatError(
                `the index is of format 1 and larger than the ${MAX_V1_BYTES >> 20} MiB read in that format; build it again with setup-rocm index (format ${INDEX_FORMAT})`
              );
            v1.push(piece);
          }
        }
      }
    );
  } catch (e) {
    if (e instanceof IndexFormatError || e instanceof OtherImageIndexError) throw e;
    throw new IndexFormatError("the index is not gzip-compressed, or its gzip stream is damaged", {
      cause: e
    });
  }
  if (parser) return parser.end();
  return decodeV1(Buffer.concat(v1 ?? []), expect);
}
function* slices(file) {
  for (let at = 0; at < file.length; at += SLICE) yield file.subarray(at, at + SLICE);
}
function checkLayerFields(l, i, rows) {
  if (!l || !isDigest(l.digest) || !isCount(l.size) || !isCount(l.tarBytes) || l.eoa !== void 0 && !isCount(l.eoa) || !["gzip", "zstd", "none"].includes(l.compression) || rows === Infinity)
    throw new IndexFormatError(`layer ${i + 1} of the index is malformed`);
  if (rows > l.tarBytes / 512)
    throw new IndexFormatError(
      `layer ${i + 1} of the index lists ${rows} entries in a tar stream of ${l.tarBytes} bytes`
    );
}
function checkHead(head, expect, format) {
  if (head.format !== format)
    throw new IndexFormatError(`index format ${String(head.format)} (this reads 1 and ${INDEX_FORMAT})`);
  if (!isDigest(head.manifest) || !Array.isArray(head.layers))
    throw new IndexFormatError("the index names no manifest or layers");
  if (expect.manifest && head.manifest !== expect.manifest)
    throw new OtherImageIndexError(
      `was made for manifest ${head.manifest}, but the image resolves to ${expect.manifest}`
    );
}
var indexOf = (head, format, layers) => ({
  format,
  tool: String(head.tool ?? ""),
  manifest: head.manifest,
  spacing: isCount(head.spacing) ? head.spacing : 0,
  layers
});
var V2Parser = class {
  expect;
  rest = Buffer.alloc(0);
  /** Where a record cut between two pieces is put together with the next piece. */
  joined = Buffer.alloc(0);
  head;
  heads = [];
  layers = [];
  /** The layer being read, and what of it is read. */
  i = 0;
  stage = "gzidx-head";
  gzidxHead;
  points = [];
  windows = [];
  windowsWanted = 0;
  spans = [];
  toc = new TocTable();
  /** Path bytes the finished layers' tables hold. */
  pathBytes = 0;
  rows = new RowReader(Buffer.alloc(0));
  constructor(expect) {
    this.expect = expect;
  }
  push(piece) {
    let b = piece;
    if (this.rest.length) {
      const n = this.rest.length + piece.length;
      if (this.joined.length < n) this.joined = Buffer.allocUnsafe(Math.max(n, 2 * PIECE));
      this.rest.copy(this.joined);
      piece.copy(this.joined, this.rest.length);
      b = this.joined.subarray(0, n);
    }
    this.rest = Buffer.from(b.subarray(this.parse(b)));
  }
  /** Reads records from `b` while they are whole; where it stopped. */
  parse(b) {
    const r = this.rows;
    r.reset(b);
    for (; ; ) {
      const at = r.at;
      try {
        if (!this.step(r)) break;
      } catch (e) {
        if (e !== NEED_MORE) throw e;
        r.rewind(at);
        break;
      }
    }
    return r.at;
  }
  /** Reads one record; false when every table is read. */
  step(r) {
    if (this.head && this.i >= this.heads.length) {
      if (r.at < r.length) throw new IndexFormatError("the index has bytes after its last table");
      return false;
    }
    if (!this.head) {
      r.bytes(MAGIC.length);
      const len = r.u32();
      if (len > MAX_HEAD_BYTES) throw new IndexFormatError("the index header is larger than an index has");
      const text = r.bytes(len).toString("utf8");
      let head;
      try {
        head = JSON.parse(text);
      } catch {
        throw new IndexFormatError("the index header is not JSON");
      }
      checkHead(head, this.expect, INDEX_FORMAT);
      this.heads = head.layers;
      let entries = 0;
      let spans = 0;
      for (const [i, l2] of this.heads.entries()) {
        checkLayerFields(l2, i, isCount(l2?.entries) ? l2.entries : Infinity);
        if (!isCount(l2.gzidxBytes) || !isCount(l2.spans) || l2.compression !== "gzip" && l2.gzidxBytes)
          throw new IndexFormatError(`layer ${i + 1} of the index is malformed`);
        entries += l2.entries;
        spans += l2.spans;
      }
      if (entries > MAX_ENTRIES || spans > MAX_SPANS)
        throw new IndexFormatError(
          entries > MAX_ENTRIES ? `the index lists ${entries} entries, more than the ${MAX_ENTRIES} an index may hold` : `the index lists ${spans} spans, more than the ${MAX_SPANS} an index may hold`
        );
      this.head = head;
      this.startLayer();
      return this.i < this.heads.length;
    }
    const l = this.heads[this.i];
    switch (this.stage) {
      case "gzidx-head": {
        if (!l.gzidxBytes) {
          this.stage = "spans";
          return true;
        }
        this.gzidxHead = Buffer.from(r.bytes(GZIDX_HEAD));
        const n = this.gzidxHead.readUInt32LE(31);
        if (n !== l.spans || GZIDX_HEAD + n * GZIDX_POINT > l.gzidxBytes)
          throw new IndexFormatError(
            `layer ${this.i + 1} of the index has ${n} checkpoints but ${l.spans} spans (one per checkpoint)`
          );
        this.points = [];
        this.windows = [];
        this.windowsWanted = 0;
        this.stage = "points";
        return true;
      }
      case "points": {
        const n = this.gzidxHead.readUInt32LE(31);
        if (this.points.length < n) {
          const p = Buffer.from(r.bytes(GZIDX_POINT));
          if (p[17]) this.windowsWanted++;
          this.points.push(p);
          return true;
        }
        if (GZIDX_HEAD + n * GZIDX_POINT + this.windowsWanted * WINDOW3 !== l.gzidxBytes)
          throw new IndexFormatError(
            `layer ${this.i + 1} of the index has ${l.gzidxBytes} bytes of checkpoints, which its GZIDX index does not fill`
          );
        this.stage = "windows";
        return true;
      }
      case "windows":
        if (this.windows.length < this.windowsWanted) {
          this.windows.push(Buffer.from(r.bytes(WINDOW3)));
          return true;
        }
        this.stage = "spans";
        return true;
      case "spans":
        if (this.spans.length < l.spans) {
          this.spans.push({ offset: r.varint(), length: r.varint(), sha256: r.bytes(32).toString("hex") });
          return true;
        }
        this.stage = "rows";
        r.startRows();
        return true;
      case "rows":
        if (this.toc.length < l.entries) {
          r.rowInto(this.toc);
          if (this.pathBytes + this.toc.pathBytesHeld > MAX_PATH_BYTES)
            throw new IndexFormatError(
              `the paths in the index take more than the ${MAX_PATH_BYTES >> 20} MiB an index may hold`
            );
          return true;
        }
        this.finishLayer(l);
        return this.i < this.heads.length;
    }
  }
  startLayer() {
    const l = this.heads[this.i];
    if (!l) return;
    this.stage = "gzidx-head";
    this.spans = [];
    this.toc = new TocTable();
  }
  finishLayer(l) {
    this.pathBytes += this.toc.pathBytesHeld;
    const checkpoints = l.compression === "gzip" ? fromGzidx(Buffer.concat([this.gzidxHead ?? Buffer.alloc(0), ...this.points]), this.windows).checkpoints : [];
    this.layers.push({
      digest: l.digest,
      size: l.size,
      compression: l.compression,
      tarBytes: l.tarBytes,
      checkpoints,
      spans: this.spans,
      toc: this.toc,
      ...l.eoa !== void 0 ? { eoa: l.eoa } : {}
    });
    this.gzidxHead = void 0;
    this.points = [];
    this.windows = [];
    this.i++;
    this.startLayer();
  }
  end() {
    if (!this.head || this.i < this.heads.length)
      throw new IndexFormatError("the index is cut short, or a length in it is wrong");
    if (this.rest.length) throw new IndexFormatError("the index has bytes after its last table");
    return indexOf(this.head, INDEX_FORMAT, this.layers);
  }
};
function decodeV1(inflated, expect) {
  let doc;
  try {
    if (inflated.toString("latin1", 0, 64).trimStart()[0] !== "{") throw new Error("not an object");
    doc = JSON.parse(inflated.toString("utf8"));
  } catch {
    throw new IndexFormatError("the index is not a gzip-compressed JSON document");
  }
  checkHead(doc, expect, 1);
  const layers = doc.layers.map((l, i) => {
    checkLayerFields(l, i, Array.isArray(l?.toc) ? l.toc.length : 0);
    const spans = (l.spans ?? []).map(([offset, length, sha2562]) => {
      if (!isCount(offset) || !isCount(length) || !/^[0-9a-f]{64}$/.test(String(sha2562)))
        throw new IndexFormatError(`layer ${i + 1} of the index has a malformed span`);
      return { offset, length, sha256: sha2562 };
    });
    const checkpoints = l.compression === "gzip" ? fromGzidx(Buffer.from(String(l.gzidx ?? ""), "base64")).checkpoints : [];
    const toc = new TocTable();
    for (const [k, [header, data, size, type, path, linkpath, mode]] of (l.toc ?? []).entries()) {
      if (!isCount(header) || !isCount(data) || !isCount(size) || typeof type !== "string" || typeof path !== "string" || mode !== null && mode !== void 0 && (!isCount(mode) || mode >= 4294967295))
        throw new IndexFormatError(`layer ${i + 1} of the index has a malformed entry`);
      if (header % 512 || data % 512 || data <= header)
        throw new IndexFormatError(
          `layer ${i + 1} of the index: entry ${k + 1} (${path}) has its header at byte ${header} and its content at ${data}, not on 512-byte blocks in that order`
        );
      toc.push({
        header,
        data,
        size,
        type,
        path,
        ...linkpath ? { linkpath } : {},
        ...mode !== null && mode !== void 0 ? { mode } : {}
      });
    }
    return {
      digest: l.digest,
      size: l.size,
      compression: l.compression,
      tarBytes: l.tarBytes,
      checkpoints,
      spans,
      toc,
      ...l.eoa !== void 0 ? { eoa: l.eoa } : {}
    };
  });
  return indexOf(doc, 1, layers);
}

// src/seek/index-source.ts
var MAX_INDEX_BYTES = 512 << 20;
var EMPTY_CONFIG = { mediaType: "application/vnd.oci.empty.v1+json", bytes: Buffer.from("{}") };
function describeSpec(s) {
  return s.kind === "file" ? s.path : s.reference.original;
}
async function loadIndex(spec, o) {
  let bytes;
  if (spec.kind === "file") {
    try {
      const st = await fs6.stat(spec.path);
      if (!st.isFile()) throw new UsageError(`The seek index ${spec.path} is not a file.`);
      if (st.size > MAX_INDEX_BYTES)
        throw new UsageError(`The seek index ${spec.path} is ${st.size} bytes, more than an index can be.`);
      bytes = await fs6.readFile(spec.path);
    } catch (e) {
      if (e instanceof UsageError) throw e;
      throw new UsageError(
        `Cannot read the seek index ${spec.path} (${e.code ?? e.message}). Give a file made by setup-rocm index, or an OCI reference pinned by digest.`
      );
    }
  } else bytes = await pullIndex(spec.reference, o);
  try {
    const index = await decodeIndex(bytes, { manifest: o.manifest });
    checkIndexShape(index);
    if (index.format === 1)
      o.logger.warning(
        `The seek index ${describeSpec(spec)} is of format 1, which carries no file digests: the contents of files installed from it are not verified against it. Build it again with setup-rocm index (format 2).`
      );
    return { index, digest: digestOf(bytes) };
  } catch (e) {
    if (e instanceof OtherImageIndexError)
      throw new OtherImageIndexError(`The seek index ${describeSpec(spec)} ${e.message}. ${INDEX_REMEDY}`, {
        cause: e
      });
    if (e instanceof IndexFormatError)
      throw new UsageError(`The seek index ${describeSpec(spec)} cannot be read: ${e.message}.`, { cause: e });
    throw e;
  }
}
async function pullIndex(r, o) {
  const t = new Transport({
    registry: r.registry,
    repository: r.repository,
    credentials: o.credentials,
    logger: o.logger,
    stallMs: o.stallMs,
    minBytesPerSecond: o.minBytesPerSecond,
    store: o.store
  });
  try {
    const { bytes } = await fetchVerified(t, r.digest);
    let doc;
    try {
      doc = JSON.parse(bytes.toString("utf8"));
    } catch {
      doc = {};
    }
    const type = doc.artifactType ?? doc.config?.mediaType;
    const v1 = type === INDEX_ARTIFACT_V1;
    const layer = doc.layers?.find((l) => l.mediaType === (v1 ? INDEX_LAYER_V1 : INDEX_LAYER));
    if (type !== INDEX_ARTIFACT && !v1 || !layer?.digest || typeof layer.size !== "number")
      throw new UsageError(
        `${r.original} is not a setup-rocm seek index (its manifest has artifactType ${String(doc.artifactType ?? "none")}); pin the digest setup-rocm index --to printed.`
      );
    if (layer.size > MAX_INDEX_BYTES)
      throw new UsageError(
        `${r.original}: its index layer is ${layer.size} bytes, more than an index can be.`
      );
    const kept = t.store?.get(layer.digest);
    if (kept?.length === layer.size) return kept;
    const what = `The seek index ${layer.digest.slice(0, 19)}\u2026 of ${r.registry}/${r.repository}`;
    const { res, body } = await t.fetchBytes(
      `blobs/${layer.digest}`,
      {},
      what,
      layer.size,
      () => new RegistryError(`${what} is larger than its descriptor's ${layer.size} bytes.`)
    );
    if (!body) throw t.describe(what, res.status, await res.readBody());
    if (digestOf(body) !== layer.digest || body.length !== layer.size)
      throw new IntegrityError(`${what}: the registry served bytes that do not match the digest.`);
    t.store?.put(layer.digest, body);
    return body;
  } finally {
    t.dispose();
  }
}
async function pushIndex(o) {
  const ep = o.target.endpoint;
  const t = new Transport({
    registry: ep.registry,
    repository: ep.repository,
    scheme: ep.scheme,
    credentials: o.credentials,
    logger: o.logger,
    credentialsHint: "SETUP_ROCM_PUSH_USERNAME and SETUP_ROCM_PUSH_PASSWORD"
  });
  try {
    const layerDigest = digestOf(o.file);
    const configDigest = digestOf(EMPTY_CONFIG.bytes);
    await pushBlob(t, { digest: configDigest, size: EMPTY_CONFIG.bytes.length, bytes: EMPTY_CONFIG.bytes });
    await pushBlob(t, { digest: layerDigest, size: o.file.length, bytes: o.file });
    const manifest = Buffer.from(
      JSON.stringify({
        schemaVersion: 2,
        mediaType: MediaType.ociManifest,
        artifactType: INDEX_ARTIFACT,
        config: { mediaType: EMPTY_CONFIG.mediaType, digest: configDigest, size: EMPTY_CONFIG.bytes.length },
        layers: [
          {
            mediaType: INDEX_LAYER,
            digest: layerDigest,
            size: o.file.length,
            annotations: { "org.opencontainers.image.title": "seek-index.json.gz" }
          }
        ],
        subject: o.subject,
        annotations: o.annotations ?? {}
      })
    );
    const digest = await pushManifest(t, MediaType.ociManifest, manifest, o.target.tag);
    const host = ep.label.replace(/^https?:\/\//, "");
    return { reference: `${host}@${digest}`, digest };
  } finally {
    t.dispose();
  }
}

// src/seek/layout.ts
var PER_LAYER = 2 ** 26;
var entryId = (layer, k) => layer * PER_LAYER + k;
var layerOf = (id) => Math.floor(id / PER_LAYER);
var placeOf = (id) => id % PER_LAYER;
function spanOut(l, j) {
  return [l.checkpoints[j].out, j + 1 < l.checkpoints.length ? l.checkpoints[j + 1].out : l.tarBytes];
}
function spanAt(l, off) {
  let lo = 0;
  let hi = l.checkpoints.length - 1;
  while (lo < hi) {
    const mid = lo + hi + 1 >> 1;
    if (l.checkpoints[mid].out <= off) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
function spansOver(l, from, to) {
  return [spanAt(l, from), spanAt(l, to - 1)];
}
function fetchBytes(l, spans) {
  return spans.length === l.spans.length ? l.size : spans.reduce((s, j) => s + l.spans[j].length, 0);
}

// src/seek/plan.ts
var PlanDisk = class {
  async mkdirp() {
  }
  async writeSmall() {
    throw new Error("internal: a plan writes no content");
  }
  async writeStream() {
    throw new Error("internal: a plan writes no content");
  }
  async remove() {
  }
  async link() {
  }
  async flush() {
  }
};
var EntrySet = class {
  bits;
  size = 0;
  constructor(index) {
    this.bits = index.layers.map((l) => new Uint8Array(Math.ceil(l.toc.length / 8)));
  }
  has(id) {
    const k = placeOf(id);
    return ((this.bits[layerOf(id)]?.[k >> 3] ?? 0) & 1 << (k & 7)) !== 0;
  }
  add(id) {
    if (this.has(id)) return;
    const k = placeOf(id);
    this.bits[layerOf(id)][k >> 3] |= 1 << (k & 7);
    this.size++;
  }
  *[Symbol.iterator]() {
    for (const [layer, b] of this.bits.entries())
      for (let i = 0; i < b.length; i++)
        if (b[i]) {
          for (let bit = 0; bit < 8; bit++) if (b[i] & 1 << bit) yield entryId(layer, i * 8 + bit);
        }
  }
};
var BLOCK6 = 4096;
async function planInstall(index, source, log, staging, buffers) {
  const restarts = new Restarts();
  let extraRoots = [];
  for (; ; ) {
    const disk = new PlanDisk();
    const overlay = new Overlay({
      staging,
      imagePath: source.imagePath,
      prune: source.prune,
      protect: source.protect,
      logger: log,
      writer: disk,
      buffers,
      extraRoots
    });
    try {
      for (const [layer, l] of index.layers.entries())
        await applyEntries(tocEntries(l, layer), overlay, layer);
      const needed = new EntrySet(index);
      const shared = new EntrySet(index);
      const sizeOf = (id) => index.layers[layerOf(id)].toc.sizeAt(placeOf(id));
      let bytes = 0;
      for (const id of await overlay.keptOrigins()) {
        if (needed.has(id)) shared.add(id);
        needed.add(id);
        bytes += sizeOf(id);
      }
      let onDisk = 0;
      for (const id of needed) onDisk += Math.ceil(sizeOf(id) / BLOCK6) * BLOCK6;
      const fetch = needsOf(index, needed);
      return {
        fetch,
        fetchBytes: fetch.reduce((s, n) => s + n.bytes, 0),
        manifest: () => overlay.manifest(),
        digestOf: (id) => index.layers[layerOf(id)].toc.digestAt(placeOf(id)),
        needed,
        shared,
        extraRoots,
        size: { bytes, onDisk },
        overlay
      };
    } catch (e) {
      const r = restartFor(e);
      if (!r || r.reason !== "image-path-moved") throw e;
      restarts.take(r);
      log.info(`Planning: ${source.imagePath} turns out to resolve to ${r.error.root}; keeping it too.`);
      extraRoots = [...extraRoots, r.error.root];
    }
  }
}
function writesContent(plan, id, e) {
  return FILE_TYPES.has(e.type) && plan.needed.has(id);
}
function tocEntries(l, layer) {
  return {
    async *[Symbol.asyncIterator]() {
      for (const [k, e] of l.toc.entries()) yield { header: e, content: { origin: entryId(layer, k) } };
    }
  };
}
function needsOf(index, needed) {
  return index.layers.map((l, i) => {
    const wanted = /* @__PURE__ */ new Set();
    let any = false;
    for (let k = 0; k < l.toc.length; k++) {
      const size = l.toc.sizeAt(k);
      if (!size || !needed.has(entryId(i, k))) continue;
      any = true;
      if (l.compression !== "gzip") break;
      const data = l.toc.dataAt(k);
      const [first, last] = spansOver(l, data, data + size);
      for (let j = first; j <= last; j++) wanted.add(j);
    }
    if (!any) return { how: "toc", spans: [], bytes: 0 };
    if (l.compression !== "gzip") return { how: "stream", spans: [], bytes: l.size };
    const spans = [...wanted].sort((a, b) => a - b);
    return { how: "spans", spans, bytes: fetchBytes(l, spans) };
  });
}

// src/seek/inflate-pool.ts
import { Worker as Worker2 } from "node:worker_threads";
var AHEAD = 3;
var PIECE_BYTES = 1 << 20;
var SpanOutput = class {
  pieceBytes;
  count;
  pieces = [];
  waiters = /* @__PURE__ */ new Map();
  arrived = 0;
  sent = 0;
  failure;
  ended = false;
  /** Closed before its end but still inflated to it, pieces given back, for the tail check. */
  draining = false;
  checksTail;
  w;
  id;
  stock;
  wrap;
  /** The compressed bytes' ArrayBuffer, back from the thread once the span is done. */
  done;
  settle;
  constructor(w, id, outBytes, stock, wrap, checksTail = false) {
    this.checksTail = checksTail;
    this.w = w;
    this.wrap = wrap;
    this.id = id;
    this.stock = stock;
    this.pieceBytes = stock.size;
    this.count = Math.max(1, Math.ceil(outBytes / this.pieceBytes));
    this.done = new Promise((r) => this.settle = r);
    this.supply(AHEAD - 1);
  }
  /** Hands the thread buffers for the pieces up to `last`. */
  supply(last) {
    if (this.ended && !this.draining) return;
    for (; this.sent <= Math.min(last, this.count - 1); this.sent++) {
      const ab = this.stock.take();
      this.w.postMessage({ t: "buffer", id: this.id, ab }, [ab]);
    }
  }
  /** Piece `i` (bytes [i * pieceBytes, ...) of the span's output), now the caller's to hold. */
  async take(i) {
    if (i >= this.count) throw new Error(`internal: piece ${i + 1} of a span of ${this.count}`);
    if (this.failure) throw this.failure;
    this.supply(i + AHEAD);
    const have = this.pieces[i];
    if (have) {
      this.pieces[i] = void 0;
      return have;
    }
    if (i < this.arrived) throw new Error(`internal: piece ${i + 1} of a span taken twice`);
    return await new Promise((resolve3, reject) => this.waiters.set(i, { resolve: resolve3, reject }));
  }
  /** Pieces before `i` that arrived and nobody took (their bytes were passed over) go back. */
  skip(i) {
    for (let k = 0; k < Math.min(i, this.pieces.length); k++) {
      const b = this.pieces[k];
      if (!b) continue;
      this.pieces[k] = void 0;
      this.stock.give(b.buffer);
    }
  }
  onPiece(ab, length) {
    const i = this.arrived++;
    if (this.draining) {
      this.stock.give(ab);
      this.supply(i + AHEAD);
      return;
    }
    const b = Buffer.from(ab, 0, length);
    const w = this.waiters.get(i);
    if (w) {
      this.waiters.delete(i);
      w.resolve(b);
    } else if (this.ended) this.stock.give(ab);
    else this.pieces[i] = b;
  }
  /** Why the span could not be inflated, once it is known. */
  get error() {
    return this.failure;
  }
  onDone(data, error) {
    if (error) this.fail(this.wrap(error));
    this.ended = true;
    this.draining = false;
    this.settle(data);
  }
  fail(e) {
    this.failure ??= e;
    for (const w of this.waiters.values()) w.reject(this.failure);
    this.waiters.clear();
  }
  /**
   * The span is done with (read to its end or not): unread pieces go back, and the thread drops
   * it, unless its end is still to be checked against the next checkpoint's window: then it is
   * inflated to its end, its pieces given back as they come (`done` says how that went).
   */
  close() {
    this.skip(this.pieces.length);
    if (this.ended || this.draining) return;
    if (this.checksTail) {
      this.draining = true;
      this.supply(this.arrived + AHEAD - 1);
      return;
    }
    this.w.postMessage({ t: "cancel", id: this.id });
    this.ended = true;
  }
};
var InflatePool = class {
  workers = [];
  next = 0;
  /**
   * One thread by default: at most the applied span and INFLATE_AHEAD (spans.ts) more inflate at
   * once, their pieces as the applier asks, and one thread's raw inflate outruns writing the kept
   * files; each thread is more resident memory (docs/benchmarks.md).
   */
  constructor(size = 1) {
    const url = workerUrl(import.meta.url, "./inflate-worker.ts", "inflate-worker.js");
    for (let i = 0; i < size; i++) {
      const w = new Worker2(url, { resourceLimits: { maxYoungGenerationSizeMb: 4 } });
      w.unref();
      const spans = /* @__PURE__ */ new Map();
      w.on(
        "message",
        (m) => {
          const s = spans.get(m.id);
          if (!s) return;
          if (m.t === "piece") s.onPiece(m.ab, m.length);
          else {
            spans.delete(m.id);
            s.onDone(m.data, m.error ? rebuildError(m.error) : void 0);
          }
        }
      );
      w.on("error", (e) => {
        for (const s of spans.values()) {
          s.fail(e);
          s.onDone(void 0);
        }
        spans.clear();
      });
      this.workers.push({ w, spans });
    }
  }
  /**
   * Starts inflating one span: `data` (a spanBuffer(): prime.ts, which moves to the thread)
   * holds its compressed bytes from floor(bit / 8) on; its output comes in pieces of `stock`'s
   * size, in buffers taken from it.
   */
  inflate(data, bit, window, outBytes, stock, wrap = (e) => e, tail2) {
    if (!isSpanBuffer(data)) throw new Error("internal: a span to inflate must be a spanBuffer()");
    const t = this.workers.reduce((a, b) => b.spans.size < a.spans.size ? b : a);
    const id = this.next++;
    const buffer = data.buffer;
    const win = new ArrayBuffer(window.length);
    window.copy(Buffer.from(win));
    const next = tail2?.length ? new ArrayBuffer(tail2.length) : void 0;
    if (next) tail2.copy(Buffer.from(next));
    t.w.postMessage(
      {
        t: "job",
        id,
        data: buffer,
        offset: data.byteOffset,
        length: data.length,
        bit,
        window: win,
        outBytes,
        ...next ? { tail: next } : {}
      },
      next ? [buffer, win, next] : [buffer, win]
    );
    const s = new SpanOutput(t.w, id, outBytes, stock, wrap, next !== void 0);
    t.spans.set(id, s);
    return s;
  }
  /** The threads, which write the install's files too (write-pool.ts). */
  get threads() {
    return this.workers.map((t) => t.w);
  }
  async close() {
    for (const t of this.workers) {
      for (const s of t.spans.values()) s.fail(new Error("the inflate threads were closed"));
      t.spans.clear();
    }
    await Promise.all(this.workers.map((t) => t.w.terminate()));
  }
};

// src/seek/buffer-stock.ts
var BufferStock = class {
  free = [];
  size;
  /** Buffers allocated (the rest were used again). */
  allocated = 0;
  constructor(size) {
    this.size = size;
  }
  take() {
    const ab = this.free.pop();
    if (ab) return ab;
    this.allocated++;
    return new ArrayBuffer(this.size);
  }
  give(ab) {
    if (ab.detached || ab.byteLength !== this.size) return;
    this.free.push(ab.transfer());
  }
};

// src/seek/spans.ts
var INFLATE_AHEAD = 1;
var SPAN_PART = 4 << 20;
var PREFETCH_PER_CONNECTION = SPAN_PART;
var PREFETCH_MIN = 8 << 20;
var WAIT_REPORT_MS = 50;
var SpanQueue = class {
  o;
  running = /* @__PURE__ */ new Map();
  stop = new AbortController();
  started = 0;
  consumed = 0;
  /** Jobs waiting for their turn to inflate, by job number. */
  inflateTurn = /* @__PURE__ */ new Map();
  /** Where spans come from (and the source they come from now), with its connections. */
  ranges;
  /** The first job of each layer, and the heads (gzip headers) asked for, by layer. */
  firstJob = /* @__PURE__ */ new Map();
  heads = /* @__PURE__ */ new Map();
  verified = 0;
  unwatch;
  failure;
  /** Buffers for the spans' compressed bytes and for the pieces of their output. */
  compressedStock;
  pieceStock;
  /** The jobs' compressed spans, on average. */
  meanSpan;
  constructor(o) {
    this.o = o;
    this.ranges = new RangeFetcher({
      transport: o.transport,
      limit: o.limit,
      deadline: o.deadline,
      maxResumes: o.maxResumes ?? 20,
      logger: o.logger,
      slots: true
    });
    for (const [k, j] of o.jobs.entries()) if (!this.firstJob.has(j.layer)) this.firstJob.set(j.layer, k);
    const span = (j) => o.layers[j.layer].spans[j.span];
    this.compressedStock = new BufferStock(PRIME_ROOM + Math.max(0, ...o.jobs.map((j) => span(j).length)));
    this.meanSpan = Math.max(1, o.jobs.reduce((n, j) => n + span(j).length, 0) / Math.max(1, o.jobs.length));
    this.pieceStock = new BufferStock(
      Math.min(PIECE_BYTES, Math.max(1, ...o.jobs.map((j) => j.outEnd - j.outStart)))
    );
    this.stop.signal.addEventListener("abort", () => this.ranges.close(this.stop.signal.reason));
    this.unwatch = o.limit.watch(() => this.fill());
    this.fill();
  }
  /** Every job's promise, to wait for at the end. */
  all = [];
  /**
   * Jobs started past the one being applied: enough spans that every connection has a part to
   * fetch (PREFETCH_PER_CONNECTION, PREFETCH_MIN at least), and one more (each job holds its
   * span's compressed bytes until its inflate has ended; the threads work on the applied span and
   * INFLATE_AHEAD more).
   */
  get ahead() {
    const bytes = Math.max(PREFETCH_MIN, this.o.limit.current * PREFETCH_PER_CONNECTION);
    return Math.max(INFLATE_AHEAD, Math.ceil(bytes / this.meanSpan)) + 1;
  }
  fill(upTo = this.consumed + this.ahead) {
    while (!this.stop.signal.aborted && this.started < this.o.jobs.length && this.started <= upTo) {
      const k = this.started++;
      const job = this.o.jobs[k];
      if (this.firstJob.get(job.layer) === k && this.o.keepCompressed?.(job.layer)) this.headOf(job.layer);
      const r = {};
      r.out = this.run(job, r, k);
      r.out.catch((e) => {
        this.failure ??= e;
        this.stop.abort(e);
      });
      this.running.set(k, r);
      this.all.push(
        r.out.then(
          () => {
          },
          () => {
          }
        )
      );
    }
  }
  /** Job `k` may inflate once no more than INFLATE_AHEAD jobs are inflated ahead of the applier. */
  mayInflate(k) {
    return k <= this.consumed + INFLATE_AHEAD;
  }
  async turn(k) {
    while (!this.mayInflate(k)) {
      if (this.stop.signal.aborted) throw this.stop.signal.reason;
      await new Promise((r) => this.inflateTurn.set(k, r));
    }
  }
  async run(job, r, k) {
    const l = this.o.layers[job.layer];
    const s = l.spans[job.span];
    const what = `Layer ${job.layer + 1} (${l.digest.slice(0, 19)}\u2026), span ${job.span + 1} of ${l.spans.length}`;
    let data;
    for (let attempt = 1; !data; attempt++) {
      const from = this.ranges.generation;
      let got;
      try {
        got = await this.fetch(l.digest, s.offset, s.offset + s.length - 1, what, job.layer, k, true);
      } catch (e) {
        if (!this.nextSourceAfter(from, e)) throw e;
        attempt = 0;
        continue;
      }
      if (sha256(got) === s.sha256) {
        data = got;
        r.fetched = true;
        r.fetchedAt = performance.now();
        this.verified++;
        continue;
      }
      this.giveBack(got);
      if (attempt >= 2) {
        const e = new IntegrityError(
          `${what}: its bytes do not match the seek index's sha256 twice in a row (${this.ranges.transport.registry} sent a corrupt download).`
        );
        if (!this.nextSourceAfter(from, e)) throw e;
        attempt = 0;
        continue;
      }
      this.o.logger.info(`${what}: its bytes do not match the index's sha256; fetching it again.`);
    }
    const keep = this.o.keepCompressed?.(job.layer) ?? false;
    if (keep) r.compressed = data;
    await this.turn(k);
    const cp = l.checkpoints[job.span];
    const given = keep ? spanBuffer(data.length, this.compressedStock.take()) : data;
    if (keep) data.copy(given);
    const out = this.o.pool.inflate(
      given,
      cp.bit,
      cp.window,
      job.outEnd - job.outStart,
      this.pieceStock,
      // The bytes are the ones the index was made from (their sha256 says so): an inflate that
      // fails on them means the index's checkpoint is wrong.
      (e) => new IndexMismatchError(
        `${what} does not inflate from the index's checkpoint (${e.message}): the seek index does not describe this blob.`
      ),
      // Kept only where the next span is fetched too (apply.ts releaseUnneededWindows).
      l.checkpoints[job.span + 1]?.window
    );
    void out.done.then((ab) => {
      if (ab) this.compressedStock.give(ab);
      if (out.error && !this.failure) {
        this.failure = out.error;
        this.stop.abort(out.error);
      }
    });
    return out;
  }
  /**
   * After the source of change `from` failed a span with `e`: whether to fetch it again from the
   * current source (another span already moved on) or the next one (now the current one).
   */
  nextSourceAfter(from, e) {
    if (this.failure || this.stop.signal.aborted || faultOf(e) !== "source" || e instanceof RangeIgnoredError)
      return false;
    if (from !== this.ranges.generation) return true;
    const next = this.o.nextSource?.();
    if (!next) return false;
    this.o.logger.warning(
      `${e.message.replace(/\.?$/, ".")} Fetching it and the rest from ${next.registry}; the ${this.verified} spans already verified are kept.`
    );
    this.ranges.use(next);
    return true;
  }
  /**
   * Bytes first..last of a blob, in parts of SPAN_PART side by side (the connections are kept busy
   * by fewer spans in memory at once), each waiting for a connection in the order of `priority`
   * (the job's number: what the applier needs next goes first).
   */
  async fetch(digest, first, last, what, layer, priority, stocked = false) {
    let b;
    const buffer = () => b ??= spanBuffer(last - first + 1, stocked ? this.compressedStock.take() : void 0);
    const parts2 = [];
    for (let from = first; from <= last; from += SPAN_PART) {
      const to = Math.min(last, from + SPAN_PART - 1);
      const ask = {
        digest,
        first: from,
        last: to,
        what,
        priority,
        onBytes: (n) => this.o.onBytes?.(layer, n)
      };
      parts2.push(this.ranges.readInto(ask, buffer, from - first));
    }
    const settled = await Promise.allSettled(parts2);
    const failed = settled.find((x) => x.status === "rejected");
    if (failed) throw failed.reason;
    return buffer();
  }
  /** Job `k`'s output (and its compressed bytes, when kept); jobs are taken in order. */
  async take(k) {
    if (k >= this.started) this.fill(k);
    if (this.failure) throw this.failure;
    const r = this.running.get(k);
    if (!r) throw new Error(`internal: span job ${k} taken after it was done`);
    let reported = k > 0 && !r.fetched ? performance.now() : void 0;
    const report = (upTo) => {
      if (reported === void 0 || upTo <= reported) return;
      this.starved(upTo - reported, `span job ${k + 1}`);
      reported = upTo;
    };
    const tick = reported === void 0 ? void 0 : setInterval(() => r.fetched || report(performance.now()), WAIT_REPORT_MS);
    try {
      const out = await r.out;
      report(r.fetchedAt ?? performance.now());
      return { out, compressed: r.compressed };
    } finally {
      clearInterval(tick);
    }
  }
  /** A span's compressed bytes (as fetched) are done with: their buffer serves another span. */
  giveBack(compressed) {
    this.compressedStock.give(compressed.buffer);
  }
  /** A piece of a span's output is done with (its last holder let go: BufferRefs). */
  giveBackPiece(ab) {
    this.pieceStock.give(ab);
  }
  /** Job `k` has been applied: its memory goes, and another job may start. */
  done(k) {
    this.running.delete(k);
    this.consumed = Math.max(this.consumed, k + 1);
    for (const [j, wake] of this.inflateTurn)
      if (this.mayInflate(j)) {
        this.inflateTurn.delete(j);
        wake();
      }
    this.fill();
  }
  /** The applier waited `ms` for `what`, which was on its way: auto connections hear of it. */
  starved(ms, what) {
    if (this.o.limit.starved(ms))
      this.o.logger.debug(`Seek index: waited for ${what}; ${this.o.limit.current} connections now.`);
  }
  /** Layer `i`'s gzip header (the bytes before its first span), asked for once. */
  headOf(i) {
    let h = this.heads.get(i);
    if (!h) {
      const l = this.o.layers[i];
      const n = l.spans[0].offset;
      const what = `Layer ${i + 1} (${l.digest.slice(0, 19)}\u2026), its first ${n} bytes`;
      const priority = (this.firstJob.get(i) ?? this.started) - 0.5;
      h = n ? this.fetchHead(l.digest, n, what, i, priority) : Promise.resolve(Buffer.alloc(0));
      h.catch((e) => {
        this.failure ??= e;
        this.stop.abort(e);
      });
      this.heads.set(i, h);
    }
    return h;
  }
  /**
   * The `n` bytes before a layer's first span, from the next source when this one fails them, as a
   * span is (they are checked with the whole blob's digest: layer-bytes.ts LayerBytes).
   */
  async fetchHead(digest, n, what, i, priority) {
    for (; ; ) {
      const from = this.ranges.generation;
      try {
        return await this.fetch(digest, 0, n - 1, what, i, priority);
      } catch (e) {
        if (!this.nextSourceAfter(from, e)) throw e;
      }
    }
  }
  /** The first bytes of layer `i`'s blob, before its first span (its gzip header: no span holds them). */
  async head(i) {
    const since = performance.now();
    const h = await this.headOf(i);
    this.heads.delete(i);
    this.starved(performance.now() - since, `layer ${i + 1}'s header`);
    return h;
  }
  /** Stops every fetch (after a failure elsewhere, or at the end). */
  close(reason = new Error("the install from the seek index ended")) {
    this.stop.abort(reason);
    this.unwatch();
    for (const wake of this.inflateTurn.values()) wake();
    this.inflateTurn.clear();
    this.running.clear();
  }
  /** Every job has settled (after close(), at once: their bodies were destroyed). */
  async settled() {
    await Promise.all(this.all);
  }
};

// src/seek/planned-content.ts
import { linkSync, mkdirSync, renameSync } from "node:fs";
import { rm } from "node:fs/promises";
import { dirname as dirname2 } from "node:path";
var PER_DIR = 4096;
var PlannedContent = class {
  dir;
  pool;
  shared;
  keptPlace;
  /** Entries written where they stay. */
  inPlace;
  /** Directories made (a few thousand paths, not one per file). */
  made = /* @__PURE__ */ new Set();
  /** The first file found not to be what the index says (or that could not be written). */
  failure;
  /**
   * `shared`: entries that more than one kept file holds (plan.ts Plan.shared); `inPlace`: an
   * empty set of the image's entries, filled here; `pool`: where the files are written.
   */
  constructor(staging, pool, shared, inPlace, keptPlace) {
    this.dir = `${staging}/planned`;
    this.pool = pool;
    this.shared = shared;
    this.inPlace = inPlace;
    this.keptPlace = keptPlace;
  }
  dirOf(id) {
    return `${this.dir}/${layerOf(id)}-${Math.floor(placeOf(id) / PER_DIR)}`;
  }
  pathOf(id) {
    return `${this.dirOf(id)}/${placeOf(id)}`;
  }
  /**
   * Writes entry `id`'s content (`e` its TOC entry) from `body`, which yields exactly e.size bytes;
   * resolves once all of it is handed to the write pool, which writes it and checks it against
   * its sha256 (checked() says how that went). Throws when the content is not e.size bytes; `how`
   * says where the bytes came from.
   */
  async write(id, e, body, how) {
    if (this.failure) throw this.failure;
    const there = this.shared.has(id) ? void 0 : this.keptPlace(e.path, id);
    const path = there ?? this.pathOf(id);
    const dir = there ? dirname2(there) : this.dirOf(id);
    if (!this.made.has(dir)) {
      try {
        mkdirSync(dir, { recursive: true });
      } catch (err) {
        throw diskError(err, dir);
      }
      this.made.add(dir);
    }
    if (there) this.inPlace.add(id);
    const mode = (e.mode ?? 420) & 511;
    const have = await this.pool.write(
      path,
      mode,
      e.size,
      e.sha256,
      body,
      (w) => this.written(id, e, path, how, w)
    );
    if (have !== e.size)
      throw new IndexMismatchError(
        `Layer ${layerOf(id) + 1}: ${e.path} ${how} is ${have} bytes, but the seek index says ${e.size}. ${INDEX_REMEDY}`
      );
  }
  written(id, e, path, how, w) {
    if ("error" in w) this.failure ??= diskError(w.error, path);
    else if (!w.ok)
      this.failure ??= new IndexMismatchError(
        `Layer ${layerOf(id) + 1}: ${e.path} ${how} does not match the index's sha256 for it: the seek index does not describe this image (or its checkpoints are wrong). ${INDEX_REMEDY}`
      );
  }
  /** Waits until every file given so far is written and checked; throws the first that failed. */
  async checked() {
    await this.pool.settled();
    if (this.failure) throw this.failure;
  }
  /** Puts a kept file's content at `path` (the plan's finish calls it for each, after its directory). */
  place = (f, path) => {
    if (f.origin === void 0) throw new Error(`internal: ${path} has no planned content`);
    if (this.inPlace.has(f.origin)) return;
    const from = this.pathOf(f.origin);
    try {
      if (this.shared.has(f.origin)) linkSync(from, path);
      else renameSync(from, path);
    } catch (err) {
      if (err.code === "ENOENT")
        throw new Error(`internal: the content planned for ${path} was not written`, { cause: err });
      throw diskError(err, path);
    }
  };
  /** The content files left (those hardlinks share) go once the tree is finished. */
  async remove() {
    await rm(this.dir, { recursive: true, force: true });
  }
};
var PlannedWrites = class {
  content;
  how;
  /** `how`: where the bytes came from, for messages. */
  constructor(content, how) {
    this.content = content;
    this.how = how;
  }
  entry(_e, c) {
    return this.content.write(c.id, c.entry, c.body, this.how);
  }
};

// src/seek/layer-bytes.ts
import { createHash as createHash3 } from "node:crypto";
var LayerBytes = class {
  /** Spans taken and not yet passed: their output, and the pieces taken and held, by number. */
  outs = /* @__PURE__ */ new Map();
  taken = 0;
  /** Each span's end, once inflated (a span's end is checked against the next window: inflate-pool.ts). */
  inflated = [];
  hash;
  q;
  refs;
  l;
  /** This layer's jobs: their numbers in the queue and their spans. */
  jobs;
  /** The spans of the jobs: fetched() asks of every entry's bytes. */
  fetchedSpans;
  /** `head`: the blob's bytes before its first span, when every span is fetched (then it is hashed). */
  constructor(q, refs, l, jobs, head) {
    this.q = q;
    this.refs = refs;
    this.l = l;
    this.jobs = jobs;
    this.fetchedSpans = new Set(jobs.map((x) => x.span));
    if (head) this.hash = createHash3("sha256").update(head);
  }
  /** Whether every byte of [from, to) is in a fetched span. */
  fetched(from, to) {
    if (!this.jobs.length || to > this.l.tarBytes || to <= from) return false;
    const [first, last] = spansOver(this.l, from, to);
    for (let j = first; j <= last; j++) if (!this.fetchedSpans.has(j)) return false;
    return true;
  }
  async out(j) {
    for (; ; ) {
      const have = this.outs.get(j);
      if (have) return have;
      const next = this.jobs[this.taken];
      if (!next || next.span > j) throw new Error(`internal: span ${j + 1} is not fetched`);
      const { out, compressed } = await this.q.take(next.k);
      if (this.hash && compressed) {
        this.hash.update(this.taken ? compressed.subarray(1) : compressed);
        this.q.giveBack(compressed);
      }
      this.outs.set(next.span, { so: out, held: /* @__PURE__ */ new Map() });
      this.inflated.push(out.done);
      this.taken++;
    }
  }
  /** Piece `p` of a span, taken from the thread once and held until release() passes it. */
  async piece(so, held, p) {
    const have = held.get(p);
    if (have) return have;
    so.skip(p);
    const b = await so.take(p);
    this.refs.markExclusive(b);
    this.refs.adopt(b, (ab) => this.q.giveBackPiece(ab));
    held.set(p, b);
    return b;
  }
  /**
   * The bytes [from, to), in pieces that stay valid until release() passes them. With `passing`, a
   * piece read to its end is released as soon as the next is asked for (the consumer must retain
   * what it keeps: EntryContent does); without, nothing is released here.
   */
  async *range(from, to, passing = true) {
    let at = from;
    while (at < to) {
      const j = spanAt(this.l, at);
      const [start, end] = spanOut(this.l, j);
      const { so, held } = await this.out(j);
      const p = Math.floor((at - start) / so.pieceBytes);
      const pStart = start + p * so.pieceBytes;
      const pEnd = Math.min(end, pStart + so.pieceBytes);
      const b = await this.piece(so, held, p);
      const stop = Math.min(to, pEnd);
      yield b.subarray(at - pStart, stop - pStart);
      at = stop;
      if (passing && stop === pEnd) this.release(pEnd);
    }
  }
  /**
   * The bytes [from, to) in one buffer (a tar header: small), valid until release() passes them.
   * Nothing is released on the way: a header across a span's or piece's end is still whole to
   * concatenate (regression: the first span was freed under it, found by a real Debian root and a
   * refetched span).
   */
  async bytes(from, to) {
    const parts2 = [];
    for await (const p of this.range(from, to, false)) parts2.push(p);
    return parts2.length === 1 ? parts2[0] : Buffer.concat(parts2);
  }
  /** Nothing before `before` is read again. */
  release(before) {
    for (const [j, { so, held }] of this.outs) {
      const [start, end] = spanOut(this.l, j);
      if (start >= before) continue;
      for (const [p, b] of held) {
        if (Math.min(end, start + (p + 1) * so.pieceBytes) > before) continue;
        held.delete(p);
        this.refs.release(b);
      }
      if (end > before) continue;
      for (const b of held.values()) this.refs.release(b);
      this.outs.delete(j);
      so.close();
      const job = this.jobs.find((x) => x.span === j);
      this.q.done(job.k);
    }
  }
  /** The layer is applied: every job is released, and a layer fetched whole is checked as a blob. */
  async end(digest) {
    while (this.taken < this.jobs.length) await this.out(this.jobs[this.taken].span);
    this.release(Infinity);
    await Promise.all(this.inflated);
    if (this.q.failure) throw this.q.failure;
    if (this.hash) {
      const actual = `sha256:${this.hash.digest("hex")}`;
      if (actual !== digest)
        throw new IntegrityError(
          `Layer ${digest.slice(0, 19)}\u2026: every span matched the seek index, but together they are ${actual}, not the layer's digest: the index's spans do not make up this blob.`
        );
    }
  }
};

// src/seek/span-entries.ts
var CONTENT_AHEAD = 8 << 20;
var SpanEntries = class {
  o;
  /** Why the walk failed: a span that could not be read, or what the span queue or the writes said. */
  fed;
  constructor(o) {
    this.o = o;
  }
  get failure() {
    return this.fed ?? this.o.failed();
  }
  /** Bytes the TOC lists no entry for, checked wherever they were fetched (check.ts UnlistedBytes). */
  async checkUnlisted(from, to, eoa) {
    const { bytes, layer } = this.o;
    if (to <= from || !bytes.fetched(from, to)) return;
    const u = new UnlistedBytes(layer, from);
    for await (const piece of bytes.range(from, to)) u.push(piece);
    u.end(eoa);
  }
  async *[Symbol.asyncIterator]() {
    const { l, layer, bytes } = this.o;
    let pos = 0;
    for (const [k, e] of l.toc.entries()) {
      const f = this.failure;
      if (f) throw f;
      await this.checkUnlisted(pos, e.header);
      pos = e.data + Math.ceil(e.size / 512) * 512;
      if (bytes.fetched(e.header, e.data)) checkHeader(layer, e, await bytes.bytes(e.header, e.data));
      const id = entryId(layer, k);
      if (!this.o.writes(id, e)) {
        bytes.release(e.data);
        continue;
      }
      const feed2 = new Feed(this.o.refs);
      const fed = feed2.from(bytes.range(e.data, e.data + e.size)).catch((err) => {
        this.fed ??= err;
        feed2.body.discard();
      });
      try {
        yield { header: e, content: { id, entry: e, body: feed2.body } };
      } finally {
        feed2.stop();
        await fed;
      }
      if (this.fed) throw this.fed;
      bytes.release(e.data + e.size);
    }
    await this.checkUnlisted(
      pos,
      l.eoa !== void 0 ? Math.min(l.tarBytes, l.eoa + 1024) : l.tarBytes,
      l.eoa
    );
  }
};
var Feed = class {
  body;
  queued = 0;
  stopped = false;
  drained;
  constructor(refs) {
    this.body = new EntryContent(refs, (n) => {
      this.queued += n;
      if (this.queued <= CONTENT_AHEAD) this.drained?.();
    });
  }
  async from(pieces) {
    for await (const piece of pieces) {
      if (this.stopped) return;
      this.body.push(piece);
      while (this.queued > CONTENT_AHEAD && !this.stopped) await new Promise((r) => this.drained = r);
      this.drained = void 0;
    }
    this.body.end();
  }
  /** The sink is done with the content (written, or failed): nothing more is fed. */
  stop() {
    this.stopped = true;
    this.body.discard();
    this.drained?.();
  }
};

// src/seek/apply.ts
function releaseUnneededWindows(index, needs) {
  for (const [i, n] of needs.entries()) {
    const used = new Set(n.spans);
    for (const [j, cp] of index.layers[i].checkpoints.entries()) if (!used.has(j)) cp.window = NO_WINDOW;
  }
}
function releaseUnneededDigests(index, plan) {
  for (const [i, l] of index.layers.entries()) l.toc.keepDigests((k) => plan.needed.has(entryId(i, k)));
}
var NO_WINDOW = Buffer.alloc(0);
async function applyIndexed(ctx) {
  const { index, image, logger: log } = ctx;
  const needs = ctx.plan.fetch;
  releaseUnneededWindows(index, needs);
  releaseUnneededDigests(index, ctx.plan);
  const jobs = [];
  const layerJobs = needs.map(() => []);
  for (const [i, n] of needs.entries())
    for (const j of n.spans) {
      layerJobs[i].push({ k: jobs.length, span: j });
      const [outStart, outEnd] = spanOut(index.layers[i], j);
      jobs.push({ layer: i, span: j, outStart, outEnd });
    }
  const total = image.layers.reduce((s, l) => s + l.size, 0);
  const fetching = ctx.plan.fetchBytes;
  log.info(
    `Seek index: ${ctx.plan.needed.size} files are kept; fetching ${formatBytes(fetching)} of the image's ${formatBytes(total)} (${jobs.length} spans, ${formatBytes(jobs.reduce((s, j) => s + j.outEnd - j.outStart, 0))} to inflate of ${formatBytes(index.layers.reduce((s, l) => s + l.tarBytes, 0))}${needs.some((n) => n.how === "stream") ? "; whole blobs of layers that are not gzip" : ""}).`
  );
  for (const [i, n] of needs.entries())
    if (n.how === "spans") ctx.progress.layerStart(i, image.layers.length, image.layers[i].digest, n.bytes);
  const pool = ctx.pool;
  const whole = (i) => needs[i].how === "spans" && needs[i].spans.length === index.layers[i].spans.length;
  const queue = new SpanQueue({
    transport: ctx.transport,
    layers: index.layers,
    jobs,
    pool,
    // Spans are read into their buffers as they arrive: a plain gain is judged at half a trial.
    limit: new ConnectionLimit(ctx.connections, ctx.adaptive, { eager: true }),
    deadline: ctx.deadline,
    logger: log,
    onBytes: (i, n) => {
      ctx.downloaded(n);
      ctx.progress.layerBytes(i, n);
    },
    keepCompressed: whole,
    nextSource: ctx.nextSource
  });
  const reports = [];
  const writes = new PlannedWrites(ctx.content, "as inflated from the index's checkpoints");
  try {
    for (const [i, l] of image.layers.entries()) {
      const t = performance.now();
      const need = needs[i];
      if (need.how === "stream") {
        reports.push(await ctx.streamLayer(i));
        continue;
      }
      if (need.how === "toc")
        log.info(
          `Layer ${i + 1}/${image.layers.length} ${l.digest.slice(7, 19)}: nothing of it is kept; applied from the index, not downloaded.`
        );
      const head = whole(i) ? await queue.head(i) : void 0;
      const bytes = new LayerBytes(queue, ctx.refs, index.layers[i], layerJobs[i], head);
      const entries = new SpanEntries({
        layer: i,
        l: index.layers[i],
        bytes,
        writes: (id, e) => writesContent(ctx.plan, id, e),
        refs: ctx.refs,
        failed: () => queue.failure ?? ctx.content.failure
      });
      await applyEntries(entries, writes, i);
      await bytes.end(l.digest);
      if (need.how === "spans") ctx.progress.layerDone(i);
      reports.push({
        digest: l.digest,
        size: l.size,
        compression: index.layers[i].compression,
        seconds: (performance.now() - t) / 1e3
      });
    }
    await ctx.content.checked();
    log.debug(
      `Seek index: ${queue.pieceStock.allocated} output pieces of ${formatBytes(queue.pieceStock.size)} and ${queue.compressedStock.allocated} compressed buffers of ${formatBytes(queue.compressedStock.size)} served ${jobs.length} spans.`
    );
    return reports;
  } catch (e) {
    throw queue.failure ?? e;
  } finally {
    queue.close();
    await queue.settled();
  }
}

// src/seek/write-pool.ts
var BATCH_BYTES = 512 << 10;
var IN_FLIGHT = 2;
var BATCH_FILES = 1024;
var WritePool = class {
  threads = [];
  done = /* @__PURE__ */ new Map();
  next = 0;
  flushing = false;
  closed;
  idle = [];
  /** `threads`: the inflate pool's (InflatePool.threads), which write too; closing them is its. */
  constructor(threads) {
    for (const w of threads) {
      const t = { w, sent: 0, pending: 0, free: [], room: [], exited: false };
      w.once("exit", () => {
        t.exited = true;
        t.ended?.();
      });
      w.on("message", (m) => {
        if (m.t === "ended") t.ended?.();
        else if (m.t === "written") this.back(t, m);
      });
      w.on("error", (e) => this.fail(e));
      this.threads.push(t);
    }
  }
  /**
   * Creates `path` (mode `mode`; it must not exist) with the bytes of `body`, checked against
   * `sha256` (hex) when given. Returns the bytes taken once all are copied into batches (waiting
   * while a thread has IN_FLIGHT batches out); `written` is told how the file went, later.
   */
  async write(path, mode, size, sha2562, body, written) {
    if (this.closed) throw this.closed;
    const t = this.threads.reduce((a, b) => b.pending < a.pending ? b : a);
    const id = this.next++;
    t.pending += size;
    this.done.set(id, { t, bytes: size, cb: written });
    let opening;
    while (!(opening = this.withRoom(t, true))) await this.roomIn(t);
    opening.files++;
    opening.ops.push({ op: "open", id, path, mode, ...sha2562 ? { sha256: sha2562 } : {} });
    let have = 0;
    for await (const c of body) {
      for (let at = 0; at < c.length; ) {
        let b;
        while (!(b = this.withRoom(t))) await this.roomIn(t);
        const n = Math.min(c.length - at, b.ab.byteLength - b.used);
        new Uint8Array(b.ab, b.used, n).set(c.subarray(at, at + n));
        b.used += n;
        at += n;
        const last = b.ops.at(-1);
        if (last?.op === "data" && last.id === id) last.length += n;
        else b.ops.push({ op: "data", id, length: n });
      }
      have += c.length;
    }
    if (this.closed) throw this.closed;
    this.batchFor(t).ops.push({ op: "close", id });
    return have;
  }
  /** Waits until every file given so far has been written and checked. */
  async settled() {
    this.flush();
    while (this.done.size && !this.closed) await new Promise((r) => this.idle.push(r));
    if (this.closed) throw this.closed;
  }
  /** The thread's batch being filled (a new one if none is). */
  batchFor(t) {
    if (!t.batch) {
      t.batch = { ab: t.free.pop() ?? new ArrayBuffer(BATCH_BYTES), used: 0, files: 0, ops: [] };
      this.flushSoon();
    }
    return t.batch;
  }
  /**
   * The thread's batch with room for bytes (`opening`: for one more file), a full one sent first;
   * none while IN_FLIGHT are out.
   */
  withRoom(t, opening = false) {
    const b = t.batch;
    if (b && b.used < b.ab.byteLength && (!opening || b.files < BATCH_FILES)) return b;
    if (b) {
      if (t.sent >= IN_FLIGHT) return void 0;
      this.send(t);
    }
    return this.batchFor(t);
  }
  /** Waits for a batch to come back from the thread (then withRoom is asked again). */
  async roomIn(t) {
    await new Promise((r) => t.room.push(r));
    if (this.closed) throw this.closed;
  }
  send(t) {
    const b = t.batch;
    if (!b?.ops.length) return;
    t.batch = void 0;
    t.sent++;
    t.w.postMessage({ t: "write", ab: b.ab, ops: b.ops }, [b.ab]);
  }
  /** What is in a batch goes out by the next turn of the event loop at the latest. */
  flushSoon() {
    if (this.flushing) return;
    this.flushing = true;
    setImmediate(() => this.flush());
  }
  flush() {
    this.flushing = false;
    if (this.closed) return;
    for (const t of this.threads) if (t.sent < IN_FLIGHT) this.send(t);
  }
  back(t, { ab, results }) {
    t.sent--;
    t.free.push(ab);
    for (const r of results) {
      const d = this.done.get(r.id);
      if (!d) continue;
      this.done.delete(r.id);
      d.t.pending -= d.bytes;
      d.cb("ok" in r ? { ok: r.ok } : { error: rebuildError(r.error) });
    }
    for (const f of t.room.splice(0)) f();
    if (t.batch) this.flushSoon();
    if (!this.done.size) for (const f of this.idle.splice(0)) f();
  }
  fail(e) {
    this.closed ??= e;
    for (const d of this.done.values()) d.cb({ error: this.closed });
    this.done.clear();
    for (const t of this.threads) for (const f of t.room.splice(0)) f();
    for (const f of this.idle.splice(0)) f();
  }
  /**
   * Stops writing once the threads are done with the batches they have (no write is under way when
   * this resolves, and no file is left open); files not yet written are told so. The threads go on
   * (their owner, the inflate pool, ends them).
   */
  async close() {
    this.fail(new Error("the write threads were closed"));
    await Promise.all(
      this.threads.map(async (t) => {
        if (t.exited) return;
        const ended = new Promise((r) => t.ended = r);
        t.w.postMessage({ t: "end" });
        await ended;
      })
    );
  }
};

// src/seek/streamed.ts
var StreamedToc = class {
  k = 0;
  /** The TOC in order (each path rebuilt from the one before it). */
  toc;
  layer;
  l;
  plan;
  writes;
  constructor(layer, l, plan, content) {
    this.layer = layer;
    this.l = l;
    this.plan = plan;
    this.writes = new PlannedWrites(content, "as streamed");
    this.toc = l.toc.entries();
  }
  async entry(e, content, layer) {
    const k = this.k++;
    const want = this.toc.next().value?.[1];
    checkStreamed(layer, k, e, want);
    const id = entryId(layer, k);
    if (want && writesContent(this.plan, id, want))
      await this.writes.entry(e, { id, entry: want, body: content });
  }
  /** The stream ended (its blob verified): it must not have ended before the TOC does. */
  end() {
    if (this.k < this.l.toc.length) checkStreamed(this.layer, this.k, void 0, this.l.toc.at(this.k));
  }
};

// src/pipeline/room.ts
import { promises as fs7 } from "node:fs";
async function freeAt(dir) {
  const [s, st] = await Promise.all([fs7.statfs(dir), fs7.stat(dir)]);
  return { bytes: s.bavail * s.bsize, device: st.dev };
}
async function checkRoom(need, free = freeAt) {
  const tree = await free(need.tree.dir);
  const archive = need.archive ? await free(need.archive.dir) : void 0;
  const shared = archive !== void 0 && archive.device === tree.device;
  const treeNeeds = need.tree.bytes + (shared ? need.archive.bytes : 0);
  const what = shared ? `the tree (${formatBytes(need.tree.bytes)}) and its actions-cache archive (about ${formatBytes(need.archive.bytes)}) need` : "the tree needs";
  if (treeNeeds > tree.bytes)
    throw new HostError(
      `Not enough disk for this install: ${what} ${formatBytes(treeNeeds)} in ${need.tree.dir}, and only ${formatBytes(tree.bytes)} is free there. Nothing was downloaded. Free space first (on a hosted runner, remove unused toolchains: /usr/share/dotnet, /usr/local/lib/android, /opt/ghc), prune more (prune), install only the runtime (mode: runtime)${need.archive ? ", or turn the actions cache off (cache: false)" : ""}.`
    );
  if (archive && !shared && need.archive.bytes > archive.bytes)
    throw new HostError(
      `Not enough disk for the actions-cache archive of this install: about ${formatBytes(need.archive.bytes)} in ${need.archive.dir}, and only ${formatBytes(archive.bytes)} is free there. Nothing was downloaded. Free space there, or turn the actions cache off (cache: false).`
    );
}

// src/pipeline/indexed.ts
async function indexFor(o, spec, manifest) {
  try {
    const credentials = spec.kind === "oci" ? credentialsFor(o, spec.reference.registry) : void 0;
    const { index, digest } = await loadIndex(spec, {
      logger: o.logger,
      manifest,
      credentials,
      stallMs: network(o).stallMs,
      minBytesPerSecond: network(o).minBytesPerSecond,
      store: o.store
    });
    o.logger.info(`Seek index ${describeSpec(spec)} (${digest}), made by ${index.tool || "an unknown tool"}.`);
    return { index, digest, spec };
  } catch (e) {
    return givesWay(
      o,
      spec,
      e,
      `The seek index versions.json names for this image cannot be used (${e.message}); installing from the whole image.`
    );
  }
}
function givesWay(o, spec, e, warning) {
  if (spec.from === "input") throw e;
  o.logger.warning(warning);
  return void 0;
}
function fitting(o, index, image) {
  if (!index) return void 0;
  try {
    checkIndexFits(index.index, image);
    return index;
  } catch (e) {
    return givesWay(
      o,
      index.spec,
      e,
      `${e.message} (the index versions.json names); installing from the whole image.`
    );
  }
}
async function planFrom(o, indexed, staging, buffers) {
  const plan = await planInstall(indexed.index, o.source, o.logger, staging.dir, buffers);
  memory(o).indexed(indexed.index.layers.reduce((n, l) => n + l.toc.length, 0));
  const fetched = plan.fetchBytes;
  const archive = o.archiveDir ? Math.min(fetched, plan.size.onDisk) : void 0;
  o.logger.info(
    `Planned from the index: ${formatBytes(plan.size.bytes)} to keep (${formatBytes(plan.size.onDisk)} on disk), ${formatBytes(fetched)} to download.`
  );
  await checkRoom({
    tree: { dir: staging.dir, bytes: plan.size.onDisk },
    ...o.archiveDir && archive !== void 0 ? { archive: { dir: o.archiveDir, bytes: archive } } : {}
  });
  return { plan, planned: { bytes: plan.size.bytes, onDisk: plan.size.onDisk, archive } };
}
async function applyFromIndex(a, spans, indexed) {
  try {
    return await applyPlanned(a, spans, indexed);
  } catch (e) {
    if (e instanceof RangeIgnoredError && !a.handOver)
      a.o.logger.warning(
        `${e.message} An install from a seek index needs Range: installing from the whole image instead.`
      );
    else if (faultOf(e) === "index")
      givesWay(
        a.o,
        indexed.spec,
        e,
        `The seek index versions.json names for this image does not describe it after all (${e.message.replace(/\.?$/, "")}); installing from the whole image instead.`
      );
    else throw e;
    memory(a.o).whole();
    await a.staging.empty();
    return void 0;
  }
}
var WRITTEN = { flush: async () => {
} };
async function applyPlanned(a, { transport, nextSource }, indexed) {
  const { o, image, staging, connection } = a;
  const log = o.logger;
  const refs = new BufferRefs();
  const { plan, planned } = await planFrom(o, indexed, staging, refs.tally);
  const thread = new InflatePool(1);
  const pool = new WritePool(thread.threads);
  const content = new PlannedContent(
    staging.dir,
    pool,
    plan.shared,
    new EntrySet(indexed.index),
    plan.overlay.keptPlace()
  );
  let bytesDownloaded = 0;
  const downloaded = (n) => bytesDownloaded += n;
  const { index } = indexed;
  const layers = await applyIndexed({
    image,
    index,
    plan,
    content,
    refs,
    transport,
    deadline: { stallMs: network(o).stallMs, minBytesPerSecond: network(o).minBytesPerSecond },
    pool: thread,
    connections: connection.connections ?? DEFAULT_NETWORK.connections,
    adaptive: network(o).adaptive,
    logger: log,
    progress: o.progress ?? new LineProgress(log),
    downloaded,
    streamLayer: async (i) => {
      const sink = new StreamedToc(i, index.layers[i], plan, content);
      const ctx = scheduleContext(a, { sink, refs, writer: WRITTEN, downloaded });
      const report = await applyStreamed(ctx, i);
      sink.end();
      return report;
    },
    nextSource
  }).finally(async () => {
    await pool.close();
    await thread.close();
  });
  return {
    finish: async () => {
      const fin = await plan.overlay.finish(content.place);
      await content.remove();
      return fin;
    },
    report: plan.overlay.report,
    layers,
    bytesDownloaded,
    index: { source: describeSpec(indexed.spec), digest: indexed.digest },
    planned
  };
}

// src/pipeline/install.ts
async function install(o) {
  const sources = [...o.mirrors ?? [], endpointOf(o.source.reference)];
  let loaded;
  let indexError;
  const index = (manifest) => {
    if (!o.index) return Promise.resolve(void 0);
    loaded ??= indexFor(o, o.index, manifest).catch((e) => {
      indexError = e;
      throw e;
    });
    return loaded;
  };
  const rangeless = [];
  try {
    return await fromSources(
      sources,
      o.logger,
      (ep, handOver, rest) => installFrom(o, ep, handOver, index, rest).catch((e) => {
        if (e instanceof RangeIgnoredError && handOver && o.index) rangeless.push(ep);
        throw e;
      }),
      (e) => e === indexError
    );
  } catch (e) {
    if (!rangeless.length || faultOf(e) !== "source" || e === indexError) throw e;
    o.logger.warning(
      `No source that honours Range could serve the image (${e.message.replace(/\.?$/, "")}); installing the whole image from ${rangeless[0].label} instead.`
    );
    memory(o).whole();
    return fromSources(
      rangeless,
      o.logger,
      (ep, handOver) => installFrom(o, ep, handOver, async () => void 0)
    );
  }
}
function connectionFor(o, ep, handOver) {
  const { stallMs, minBytesPerSecond, connections, adaptive } = network(o);
  return {
    registry: ep.registry,
    repository: ep.repository,
    scheme: ep.scheme,
    credentials: credentialsFor(o, ep.registry),
    credentialsHint: o.credentialsHint,
    stallMs,
    minBytesPerSecond,
    connections,
    adaptive,
    handOver
  };
}
async function installFrom(o, ep, handOver, indexOf2, rest = []) {
  const t0 = performance.now();
  const log = o.logger;
  const { reference, platform } = o.source;
  if (ep.scheme === "http")
    log.warning(
      `${ep.label} is plain HTTP, as you asked: the pinned digest still checks every byte, but the traffic (and any credentials) can be read on the way.`
    );
  const connection = connectionFor(o, ep, handOver);
  const transport = new Transport({ ...connection, logger: log, store: o.store });
  const others = [];
  const nextSource = () => {
    const next = rest[others.length];
    if (!next) return void 0;
    others.push(new Transport({ ...connectionFor(o, next, others.length + 1 < rest.length), logger: log }));
    return others.at(-1);
  };
  try {
    const image = await resolveImage(transport, reference.digest, platform);
    const t1 = performance.now();
    const elsewhere = ep.registry !== reference.registry || ep.repository !== reference.repository;
    log.info(
      `Resolved ${reference.original}${elsewhere ? ` on ${ep.label}` : ""} to ${platform.os}/${platform.architecture} manifest ${image.digest}: ${image.layers.length} layers, ${(image.layers.reduce((s, l) => s + l.size, 0) / 2 ** 20).toFixed(1)} MiB compressed.`
    );
    const index = fitting(o, await indexOf2(image.digest), image);
    o.progress?.imageResolved?.(image.layers.map((l) => l.size));
    const staging = await createStaging(o.dest, log);
    try {
      const attempt = { o, ep, image, staging, connection, handOver };
      const applied = await applyLayers(attempt, { transport, nextSource }, index);
      const t2 = performance.now();
      const fin = await applied.finish();
      const closure = o.source.mode === "runtime" ? await keepClosure(fin.dir, o.source.runtimeLibraries, log) : void 0;
      if (!await promote(fin.dir, o.dest, o.replace ?? false))
        log.info(`${o.dest} was installed by a concurrent run with the same inputs meanwhile; using it.`);
      const t3 = performance.now();
      return {
        dest: o.dest,
        reference,
        image,
        layers: applied.layers,
        report: applied.report,
        closure,
        realPath: fin.realPath,
        unmatchedPrune: o.source.prune.unmatched(),
        bytesDownloaded: applied.bytesDownloaded,
        ...applied.index ? { index: applied.index } : {},
        ...applied.planned ? { planned: applied.planned } : {},
        seconds: {
          resolve: (t1 - t0) / 1e3,
          layers: (t2 - t1) / 1e3,
          finalize: (t3 - t2) / 1e3,
          total: (t3 - t0) / 1e3
        }
      };
    } finally {
      await staging.cleanup();
    }
  } finally {
    transport.dispose();
    for (const t of others) t.dispose();
  }
}
async function applyLayers(a, spans, index) {
  return (index && await applyFromIndex(a, spans, index)) ?? applyWhole(a);
}

// src/pipeline/record.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { join as join5 } from "node:path";
var RECORD_FORMAT = 2;
function rocmVersion(dir) {
  try {
    return readFileSync2(join5(dir, ".info/version"), "utf8").trim().split("\n")[0] || "unknown";
  } catch {
    return "unknown";
  }
}
function recordOf(source, r) {
  return {
    format: RECORD_FORMAT,
    image: formatReference(source.reference),
    pinned: r.image.pinned,
    digest: r.image.digest,
    rocmVersion: rocmVersion(r.dest),
    realPath: r.realPath,
    prunedLibraries: r.report.prunedLibraries,
    bytesKept: r.closure?.bytes ?? r.report.bytesKept,
    installedAt: (/* @__PURE__ */ new Date()).toISOString(),
    ...r.closure ? { closure: r.closure } : {}
  };
}

// src/smoke/smoke.ts
import { existsSync as existsSync3, promises as fs8 } from "node:fs";
import { join as join8 } from "node:path";

// src/smoke/exec.ts
import { execFile } from "node:child_process";
function run(cmd, args, env, cwd) {
  return new Promise((resolve3) => {
    execFile(cmd, args, { env, cwd, maxBuffer: 16 << 20, timeout: 6e5 }, (err, stdout, stderr) => {
      const code = err ? typeof err.code === "number" ? Number(err.code) : 1 : 0;
      resolve3({ code, out: `${stdout}${stderr}`.trim() });
    });
  });
}
var tail = (s, n = 30) => s.split("\n").slice(-n).join("\n");
function missingLibraries(out) {
  return [
    .../* @__PURE__ */ new Set([
      ...[...out.matchAll(/^\s*(\S+)\s+=>\s+not found/gm)].map((m) => m[1]),
      ...[...out.matchAll(/error while loading shared libraries: ([^:\s]+):/g)].map((m) => m[1])
    ])
  ];
}
function explainMissing(missing, prunedLibraries) {
  return missing.map((lib) => {
    const by = prunedLibraries[lib];
    return by ? `${lib} (removed by the prune pattern "${by}")` : `${lib} (not in the image's tree)`;
  }).join(", ");
}

// src/smoke/gpu.ts
import { readdirSync, readFileSync as readFileSync3 } from "node:fs";
import { join as join6 } from "node:path";
function gfxName(v) {
  if (!v) return void 0;
  const major = Math.floor(v / 1e4);
  const minor = Math.floor(v / 100) % 100;
  const step = v % 100;
  return `gfx${major}${minor.toString(16)}${step.toString(16)}`;
}
function detectGpus(root = "/sys/class/kfd/kfd/topology/nodes") {
  const out = [];
  let nodes;
  try {
    nodes = readdirSync(root);
  } catch {
    return out;
  }
  for (const n of nodes) {
    try {
      const m = /gfx_target_version\s+(\d+)/.exec(readFileSync3(join6(root, n, "properties"), "utf8"));
      const name = m ? gfxName(Number(m[1])) : void 0;
      if (name) out.push(name);
    } catch {
    }
  }
  return out;
}

// src/smoke/host.ts
import { existsSync as existsSync2, readFileSync as readFileSync4 } from "node:fs";
import { delimiter, join as join7 } from "node:path";
var HOST_LIBRARIES2 = {
  "libstdc++.so.6": { what: "the C++ runtime (libstdc++.so.6)", debian: "libstdc++6", rhel: "libstdc++" },
  "libgcc_s.so.1": { what: "the GCC runtime (libgcc_s.so.1)", debian: "libgcc-s1", rhel: "libgcc" }
};
function hostLibraryNeeds(missing) {
  return missing.flatMap((l) => HOST_LIBRARIES2[l] ? [HOST_LIBRARIES2[l]] : []);
}
var PERL = { debian: "perl", rhel: "perl" };
var TOOLCHAIN = { debian: "g++", rhel: "gcc-c++" };
function which(program, env) {
  if (program.includes("/")) return existsSync2(program) ? program : void 0;
  for (const dir of (env.PATH ?? "").split(delimiter).filter(Boolean)) {
    const p = join7(dir, program);
    if (existsSync2(p)) return p;
  }
  return void 0;
}
function perlModules(files) {
  const mods = /* @__PURE__ */ new Set();
  for (const f of files) {
    if (!existsSync2(f)) continue;
    for (const m of readFileSync4(f, "utf8").matchAll(/^\s*(?:use|require)\s+([A-Z][\w:]*)/gm)) mods.add(m[1]);
  }
  return [...mods].filter((m) => !existsSync2(join7(files[0], "..", `${m}.pm`)));
}
async function perlNeeds(bin, env, cwd) {
  const hipcc = join7(bin, "hipcc");
  if (!existsSync2(hipcc)) return [];
  const head = readFileSync4(hipcc).subarray(0, 256).toString("latin1");
  const shebang = /^#![ \t]*(\S+)(?:[ \t]+(\S+))?/.exec(head);
  if (!shebang || !/perl/.test(shebang[2] ?? shebang[1])) return [];
  const perl = shebang[1].endsWith("/env") ? which(shebang[2], env) : which(shebang[1], env);
  if (!perl) return [{ what: `perl (${hipcc} is a perl script)`, ...PERL }];
  const scripts = ["hipcc", "hipcc.pl", "hipvars.pm", "hipconfig", "hipconfig.pl"].map((n) => join7(bin, n));
  const mods = perlModules(scripts);
  if (!mods.length) return [];
  const r = await run(
    perl,
    ["-e", 'for (@ARGV) { eval "require $_; 1" or print "$_\\n" }', ...mods],
    env,
    cwd
  );
  const missing = r.out.split("\n").filter((m) => mods.includes(m));
  return missing.length ? [{ what: `the perl modules hipcc uses (${missing.join(", ")})`, ...PERL }] : [];
}
function clangOf(rocmPath, env) {
  return [env.HIP_CLANG_PATH, join7(rocmPath, "lib/llvm/bin"), join7(rocmPath, "llvm/bin")].filter((d) => !!d).map((d) => join7(d, "clang++")).find((p) => existsSync2(p));
}
async function toolchainNeeds(rocmPath, env, cwd) {
  const clang = clangOf(rocmPath, env);
  if (!clang) return [];
  const lacks = [];
  const header = await run(clang, ["-fsyntax-only", "-x", "c++", "/dev/null", "-include", "cstdio"], env, cwd);
  if (/file not found/.test(header.out)) lacks.push("C++ standard headers (<cstdio>)");
  for (const file of ["crt1.o", "crti.o", "libstdc++.so"]) {
    const p = await run(clang, [`-print-file-name=${file}`], env, cwd);
    if (p.code === 0 && !p.out.includes("/")) lacks.push(file);
  }
  const ld = await run(clang, ["-print-prog-name=ld"], env, cwd);
  if (ld.code === 0 && !which(ld.out.trim() || "ld", env)) lacks.push("a linker (ld)");
  return lacks.length ? [{ what: `what host code compiles and links with: ${lacks.join(", ")}`, ...TOOLCHAIN }] : [];
}
async function hostCompileNeeds(rocmPath, env, cwd) {
  return [
    ...await perlNeeds(join7(rocmPath, "bin"), env, cwd),
    ...await toolchainNeeds(rocmPath, env, cwd)
  ];
}
function hostNeedsMessage(needs, doing) {
  const uniq = (xs) => [...new Set(xs)].join(" ");
  return `This machine's operating system (in a container: job, the job container's image) lacks what ${doing}: ${needs.map((n) => n.what).join("; ")}. Install it before this step (Debian/Ubuntu: apt-get install -y --no-install-recommends ${uniq(needs.map((n) => n.debian))}; Fedora/RHEL/manylinux: dnf install -y ${uniq(needs.map((n) => n.rhel))}), or turn the smoke test off (smoke-test: false, CLI --no-smoke-test). The ROCm tree itself is complete and kept.`;
}

// src/smoke/smoke.ts
var KERNEL_SOURCE = `#include <hip/hip_runtime.h>
#include <cstdio>
__global__ void fill(int *out) { out[threadIdx.x] = threadIdx.x; }
int main(int argc, char **) {
  if (argc > 1) {
    std::printf("loaded\\n");
    return 0;
  }
  int n = 0;
  hipError_t e = hipGetDeviceCount(&n);
  if (e != hipSuccess || n == 0) {
    std::printf("no GPU: %s\\n", e != hipSuccess ? hipGetErrorString(e) : "0 devices");
    return 0;
  }
  int *d = nullptr, h[64] = {0};
  if (hipMalloc(&d, sizeof h) != hipSuccess) return 2;
  fill<<<1, 64>>>(d);
  if (hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost) != hipSuccess) return 3;
  std::printf("h[63] = %d\\n", h[63]);
  return h[63] == 63 ? 0 : 4;
}
`;
async function closureCheck(rocmPath, env, cwd) {
  const lib = [
    "lib/libamdhip64.so",
    "lib/libamdhip64.so.7",
    "lib/libamdhip64.so.6",
    "lib/libamdhip64.so.5"
  ].find((p) => existsSync3(join8(rocmPath, p)));
  if (!lib) return ["libamdhip64.so"];
  const r = await run("ldd", [join8(rocmPath, lib)], env, cwd);
  if (r.code !== 0) throw new SmokeError(`ldd ${lib} failed (exit ${r.code}): ${tail(r.out, 5)}`);
  return missingLibraries(r.out);
}
async function smokeTest(o) {
  const pruned = o.prunedLibraries ?? {};
  await fs8.mkdir(o.workDir, { recursive: true });
  const env = { ...o.env, TMPDIR: o.workDir };
  const missing = await closureCheck(o.rocmPath, env, o.workDir);
  const osLacks = hostLibraryNeeds(missing);
  if (osLacks.length)
    throw new SmokeError(hostNeedsMessage(osLacks, "the HIP runtime loads"), { treeBroken: false });
  if (missing.length)
    throw new SmokeError(
      `The HIP runtime cannot load: ${explainMissing(missing, pruned)}. Every HIP binary would fail with "cannot open shared object file". Remove that pattern from the prune input.`
    );
  const src = join8(o.workDir, "setup-rocm-smoke.hip");
  await fs8.writeFile(src, KERNEL_SOURCE);
  const gpus = o.gpus ?? detectGpus();
  const hipcc = join8(o.rocmPath, "bin", "hipcc");
  const results = [];
  const failed = [];
  for (const target of o.targets) {
    const exe = join8(o.workDir, `setup-rocm-smoke-${target}`);
    o.logger.info(`Compiling the smoke kernel with ${hipcc} --offload-arch=${target}`);
    const c = await run(hipcc, [`--offload-arch=${target}`, "-o", exe, src], env, o.workDir);
    if (c.code !== 0) {
      failed.push({
        target,
        message: `hipcc --offload-arch=${target} failed (exit ${c.code}):
${tail(c.out)}`
      });
      continue;
    }
    const l = await run(exe, ["--load-only"], env, o.workDir);
    const lost = missingLibraries(l.out);
    const lacks = hostLibraryNeeds(lost);
    if (lacks.length)
      throw new SmokeError(hostNeedsMessage(lacks, "a compiled HIP program loads"), { treeBroken: false });
    if (lost.length)
      throw new SmokeError(
        `The compiled program does not load: ${explainMissing(lost, pruned)}.
${tail(l.out, 5)}`
      );
    if (l.code !== 0)
      throw new SmokeError(
        `The compiled program for ${target} does not start (exit ${l.code}):
${tail(l.out)}`
      );
    if (gpus.includes(target)) {
      const r = await run(exe, [], env, o.workDir);
      if (!/h\[63\] = 63/.test(r.out))
        throw new SmokeError(
          `A ${target} GPU is present but the kernel did not run correctly:
${tail(r.out)}`
        );
      results.push({ target, compiled: true, loaded: true, run: "ran", output: r.out });
    } else {
      results.push({ target, compiled: true, loaded: true, run: "no-gpu", output: l.out });
    }
  }
  if (failed.length) {
    const needs = results.length ? [] : await hostCompileNeeds(o.rocmPath, env, o.workDir);
    if (needs.length)
      throw new SmokeError(
        `${hostNeedsMessage(needs, "the smoke test needs to compile a HIP kernel")}
${tail(failed[0].message, 8)}`,
        { treeBroken: false, targets: { compiled: [], failed: failed.map((f) => f.target) } }
      );
  }
  if (failed.length)
    throw new SmokeError(
      `${failed.map((f) => f.message).join("\n")}
${results.length ? `It compiled for ${results.map((r) => r.target).join(", ")}; ` : ""}check gfx-target against the GPUs this ROCm supports (the tree is kept).`,
      {
        treeBroken: false,
        targets: { compiled: results.map((r) => r.target), failed: failed.map((f) => f.target) }
      }
    );
  return results;
}

// src/runtime/load-check.ts
import { join as join9 } from "node:path";
function systemLoader() {
  return process.arch === "arm64" ? "/lib/ld-linux-aarch64.so.1" : "/lib64/ld-linux-x86-64.so.2";
}
async function loadCheck(rocmPath, libraries, hostLibraries, workDir) {
  const ld = systemLoader();
  for (const lib of libraries) {
    const r = await run(
      ld,
      ["--inhibit-cache", "--library-path", `${rocmPath}/lib`, "--list", join9(rocmPath, lib)],
      { PATH: "/usr/bin:/bin" },
      workDir
    );
    const missing = missingLibraries(r.out);
    if (missing.length)
      throw new SmokeError(`${lib} does not load from the install alone: ${missing.join(", ")} not found.`);
    if (r.code !== 0)
      throw new SmokeError(`The loader cannot load ${lib} (exit ${r.code}):
${tail(r.out, 10)}`);
    for (const m of r.out.matchAll(/^\s*(\S+)\s+=>\s+(\S+)\s+\(/gm)) {
      const [, name, path] = m;
      if (!path.startsWith(rocmPath + "/") && !hostLibraries.includes(name))
        throw new SmokeError(
          `${lib} loads ${name} from ${path}, outside the install: the closure is incomplete.`
        );
    }
  }
  return libraries.length;
}

// src/pipeline/setup.ts
async function setup(o) {
  const { config, logger } = o;
  let dest = o.dest;
  const seconds = {};
  let result;
  let record = o.cached;
  if (!record) {
    result = await logger.group(
      `Install ${formatReference(config.source.reference)}`,
      () => install({
        source: config.source,
        dest,
        credentials: config.credentials,
        credentialsHint: o.credentialsHint,
        network: config.network,
        mirrors: config.mirrors,
        index: config.index,
        logger,
        progress: o.progress,
        replace: o.replace,
        archiveDir: o.archiveDir,
        memory: o.memory,
        store: o.store
      })
    );
    seconds.resolve = result.seconds.resolve;
    seconds.download = result.seconds.layers;
    seconds.finalize = result.seconds.finalize;
    record = recordOf(config.source, result);
    if (o.relocate) {
      dest = await o.relocate(record.rocmVersion);
      result = { ...result, dest };
    }
    logger.info(
      `Installed ${result.image.digest} to ${dest}: ${formatBytes(record.bytesKept)} kept, ${formatBytes(result.report.bytesPruned)} pruned, ${result.seconds.total.toFixed(1)} s.`
    );
  }
  const env = rocmEnvironment(dest, process.env, (rel) => existsSync4(join10(dest, rel)));
  let smoke;
  let loaded;
  const kept = record;
  const check = async (title, fn) => {
    const t = performance.now();
    const work = await fs9.mkdtemp(join10(o.tempDir, "setup-rocm-smoke-"));
    try {
      return await logger.group(title, () => fn(work));
    } catch (e) {
      if (e instanceof SmokeError && !e.treeBroken) {
        if (e.targets) kept.smoke = e.targets;
        await o.keep?.(kept);
        logger.info(
          `Kept ${dest}: it loads, and compiles for ${kept.smoke?.compiled.join(", ") || "none of the targets"}.`
        );
      } else {
        await o.discard();
        logger.info(`Removed ${dest}: it does not work.`);
      }
      throw e;
    } finally {
      await fs9.rm(work, { recursive: true, force: true });
      seconds.smoke = (performance.now() - t) / 1e3;
    }
  };
  const closure = record.closure;
  if (config.smokeTest && closure) {
    loaded = await check(
      "Load check (runtime closure)",
      (work) => loadCheck(
        dest,
        closure.libraries.map((l) => l.path),
        HOST_LIBRARIES,
        work
      )
    );
    logger.info(`${loaded} libraries of the closure load with only the install on the library path.`);
  } else if (config.smokeTest) {
    const pruned = record.prunedLibraries;
    smoke = await check(
      "Smoke test",
      (work) => smokeTest({
        rocmPath: dest,
        targets: config.gfxTargets,
        env: imageProgramEnvironment(process.env, env),
        workDir: work,
        logger,
        prunedLibraries: pruned
      })
    );
    record.smoke = { compiled: smoke.map((s) => s.target), failed: [] };
    for (const s of smoke)
      logger.info(
        `${s.target}: ${s.run === "ran" ? "compiled, loaded and ran on the GPU" : "compiled and loaded, no GPU to run on"}`
      );
  }
  logger.info(`ROCm ${record.rocmVersion} is ready at ${dest}.`);
  return { record, install: result, env, smoke, loaded, seconds };
}

export {
  onInterrupt,
  prepareProcess,
  MediaType,
  resolveImage,
  DEFAULT_PRUNE,
  DEFAULT_PROTECT,
  Inputs,
  INPUTS,
  flagOf,
  DEFAULT_NETWORK,
  InputError,
  parseWholeNumber,
  parseInputs,
  RECORD_FORMAT,
  rocmVersion,
  dockerLogin,
  toPath,
  pushBlob,
  pushManifest,
  checkPushAccess,
  INDEX_FORMAT,
  encodeIndex,
  TocBuilder,
  checkIndexFits,
  describeSpec,
  loadIndex,
  pushIndex,
  planInstall,
  formatBytes,
  computeClosure,
  keepOnly,
  closureLines,
  LineProgress,
  decompressor,
  sniffed,
  NO_MEMORY_POLICY,
  Annotations,
  DISJOINT,
  exportLines,
  setup
};
