import { createRequire as __setupRocmCreateRequire } from 'node:module';const require = __setupRocmCreateRequire(import.meta.url);
import {
  formatBytes
} from "./chunk-XOU5DUIR.js";
import {
  AUTO_MAX,
  IntegrityError,
  RegistryError,
  Transport
} from "./chunk-C2UCNMAK.js";
import {
  ComponentWalk,
  LIMITS,
  TAR_BLOCK,
  UnsafeEntryError,
  WalkLimit,
  cleanEntryPath,
  entryEnd,
  installedMode,
  isUnder,
  joinClamped,
  paddedSize,
  relativeLink,
  toPath
} from "./chunk-AIIFCKQX.js";
import {
  DOCKER_HUB,
  DOCKER_HUB_ALIASES,
  assertDigest,
  digestOf,
  normalizeHost,
  parseMirror,
  parseReference
} from "./chunk-H2YWDJ6P.js";
import {
  GZIDX_HEADER,
  GZIDX_POINT,
  INDEX_REMEDY,
  IndexFormatError,
  IndexMismatchError,
  OtherImageIndexError,
  WINDOW,
  fromGzidx,
  gzidxPoints,
  pointHasWindow
} from "./chunk-VY53KKWA.js";
import {
  ImageError,
  UsageError,
  faultOf
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
    var constants = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants;
    var expandRange = (args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v2) => utils.escapeRegex(v2)).join("..");
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
        for (let j2 = i + 1; j2 < values.length; j2++) {
          const a = values[i];
          const b2 = values[j2];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b2 !== char.repeat(b2.length)) {
            continue;
          }
          if (a === b2 || a.startsWith(b2) || b2.startsWith(a)) {
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
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants.DEFAULT_MAX_EXTGLOB_RECURSION;
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
      const PLATFORM_CHARS = constants.globChars(opts.windows);
      const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);
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
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m2, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m2;
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
          return esc ? m2 : `\\${m2}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m2) => {
              return m2.length % 2 === 0 ? "\\\\" : m2 ? "\\" : "";
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
      } = constants.globChars(opts.windows);
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
    var constants = require_constants();
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
      if (Array.isArray(pattern)) return pattern.map((p2) => picomatch2.parse(p2, options));
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
    picomatch2.constants = constants;
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
  let p2 = pattern.trim();
  if (p2.includes("\0")) throw new PruneConfigError(`Pattern ${JSON.stringify(pattern)} contains a NUL byte.`);
  const dirOnly = p2.endsWith("/");
  p2 = p2.replace(/\/+$/, "");
  if (p2.startsWith("./")) p2 = p2.slice(2);
  const anchored = p2.includes("/");
  p2 = p2.replace(/^\/+/, "");
  if (!p2) throw new PruneConfigError(`Pattern ${JSON.stringify(pattern)} would match the whole tree.`);
  if (p2.split("/").includes(".."))
    throw new PruneConfigError(`Pattern ${JSON.stringify(pattern)} must not contain "..".`);
  let re2;
  try {
    re2 = import_picomatch.default.makeRe(p2, { dot: true });
  } catch (e) {
    throw new PruneConfigError(
      `Pattern ${JSON.stringify(pattern)} is not a valid glob: ${e.message}`
    );
  }
  return { pattern, dirOnly, anchored, re: re2 };
}
var PatternSet = class {
  patterns;
  /** How many entries each pattern matched directly. */
  hits = /* @__PURE__ */ new Map();
  constructor(patterns2) {
    this.patterns = patterns2.map(compile);
    for (const p2 of patterns2) this.hits.set(p2, 0);
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
    return [...this.hits].filter(([, n]) => n === 0).map(([p2]) => p2);
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
    for (let k2 = 1; k2 <= parts2.length; k2++) {
      const prefix = parts2.slice(0, k2).join("/");
      const by = prune.match([prefix], k2 < parts2.length, false);
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
  Threads: "threads",
  Lazy: "lazy",
  LazyFill: "lazy-fill"
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
    description: "Also save from `pull_request_target` and `workflow_run` jobs (they run in the base branch\u2019s cache scope, often for forks).",
    cli: { fixed: "false" }
  },
  {
    name: Inputs.CacheVerify,
    default: "auto",
    description: "Cached trees are used once verified against the seek index; without one, `auto` uses them (saying so), `required` refuses them.",
    cli: { fixed: "auto" }
  },
  {
    name: Inputs.ToolCacheVerify,
    default: "contents",
    description: "With an index: `contents` hashes every tool-cache file; `metadata` checks all but contents (a tool cache only trusted jobs write).",
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
    description: "Seconds without data (or below `min-speed` on average) before a download is resumed; two stalls in a row fail the step.",
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
    description: "Connections per large blob (`Range` parts): `auto` adds more, up to 8, while they raise the rate; 1-16 fixes the count.",
    cli: { arg: "N|auto" },
    deprecated: [{ flag: "connections", arg: "N|auto" }]
  },
  {
    name: Inputs.Threads,
    default: "auto",
    description: "CPUs a cached tree is hashed on: `auto`, those the job may use (affinity, container CPU quota); 1-64 caps it.",
    cli: { arg: "N|auto" }
  },
  {
    name: Inputs.Index,
    default: "",
    description: "A seek index (a file, or an artifact pinned by digest): only spans of kept files are fetched. Empty: versions.json\u2019s; `none`: never.",
    cli: { arg: "FILE|REF" }
  },
  {
    name: Inputs.Mirrors,
    default: "",
    description: "Repositories with the same digest, one per line, tried before the image's registry; each pull is checked against the digest.",
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
    name: Inputs.Lazy,
    default: "false",
    description: "Mount the tree read-only from its seek index, each file fetched and verified when first read: `false`, `true`, `auto` (else install).",
    cli: { arg: "false|true|auto" }
  },
  {
    name: Inputs.LazyFill,
    default: "true",
    description: "With a lazy mount, fetch the rest of the tree in the background once the smoke test passed; `false` keeps to the files read.",
    cli: { negated: "false" }
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
function parsePlatform(s3) {
  const parts2 = s3.trim().split("/");
  if (parts2.length < 2 || parts2.length > 3 || parts2.some((p2) => !/^[a-z0-9_.-]+$/.test(p2)))
    throw new PlatformError(`The platform "${s3}" is not of the form os/arch[/variant], e.g. linux/amd64.`);
  return { os: parts2[0], architecture: parts2[1], variant: parts2[2] };
}
var fmt = (p2) => `${p2.os}/${p2.architecture}${p2.variant ? "/" + p2.variant : ""}`;
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
    for (const [k2, v2] of Object.entries(doc.annotations ?? {})) if (typeof v2 === "string") annotations[k2] = v2;
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
  for (const f2 of features)
    if (!FEATURE.test(f2)) return `"${id}" has the feature "${f2}"; only xnack+/- and sramecc+/- exist`;
  const names = features.map((f2) => f2.slice(0, -1));
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
var parts = (v2) => v2.split(".").map(Number);
function compare(a, b2) {
  const x = parts(a);
  const y = parts(b2);
  for (let i = 0; i < Math.max(x.length, y.length); i++)
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (y[i] ?? 0) - (x[i] ?? 0);
  return 0;
}
function resolveVersion(wanted, file = VERSIONS) {
  const w2 = wanted.trim().replace(/^v/i, "");
  const known = [...file.releases].sort((a, b2) => compare(a.version, b2.version));
  const list = known.map((r) => r.version).join(", ") || "none";
  if (!/^\d+(\.\d+){0,2}$/.test(w2))
    return {
      problem: `"${wanted}" is not a ROCm version (write 10.0.0, or a prefix such as 10 or 10.0). Known: ${list}.`
    };
  const hit = known.find((r) => r.version === w2 || r.version.startsWith(`${w2}.`));
  if (!hit)
    return {
      problem: `ROCm ${w2} is not a release setup-rocm knows (known: ${list}). Pin its image with the image input instead, or update setup-rocm.`
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
function parseConnectionsText(v2) {
  return v2.trim().toLowerCase() === "auto" ? { connections: AUTO_MAX, adaptive: true } : { connections: Number(v2), adaptive: false };
}
var InputError = class extends UsageError {
  name = "InputError";
};
var actionLabel = (name) => `Input "${name}"`;
var lines = (s3) => s3.split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
function parseBoolean(name, value, dflt, label = actionLabel) {
  const v2 = value.trim();
  if (!v2) return dflt;
  if (["true", "True", "TRUE"].includes(v2)) return true;
  if (["false", "False", "FALSE"].includes(v2)) return false;
  throw new InputError(`${label(name)} must be true or false (got "${value}").`);
}
function parseCache(value, label) {
  const v2 = value.trim().toLowerCase();
  if (v2 === "restore") return { cache: true, cacheSave: false };
  if (v2 === "true" || v2 === "false") return { cache: v2 === "true", cacheSave: v2 === "true" };
  throw new InputError(`${label(Inputs.Cache)} must be true, restore or false (got "${value}").`);
}
function parseCacheVerify(value, label) {
  const v2 = value.trim().toLowerCase();
  if (v2 === "auto" || v2 === "required") return v2;
  throw new InputError(`${label(Inputs.CacheVerify)} must be auto or required (got "${value}").`);
}
function parseLazy(value, label) {
  const v2 = value.trim().toLowerCase();
  if (v2 === "false" || v2 === "true" || v2 === "auto") return v2;
  throw new InputError(`${label(Inputs.Lazy)} must be false, true or auto (got "${value}").`);
}
function parseToolCacheVerify(value, label) {
  const v2 = value.trim().toLowerCase();
  if (v2 === "contents" || v2 === "metadata") return v2;
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
  const os2 = host.os.toLowerCase();
  if (os2 !== "linux")
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
  const v2 = value.trim();
  if (!v2) return dflt;
  if (!/^\d+(\.\d+)?$/.test(v2) || Number(v2) <= 0)
    throw new InputError(`${label(name)} must be a positive number of seconds (got "${value}").`);
  return Number(v2) * 1e3;
}
function parseSpeed(name, value, dflt, label) {
  const v2 = value.trim();
  if (!v2) return dflt;
  if (!/^\d+(\.\d+)?$/.test(v2))
    throw new InputError(`${label(name)} must be a speed in KiB/s, 0 to turn the check off (got "${value}").`);
  return Math.round(Number(v2) * 1024);
}
function parseWholeNumber(what, value, lo2, hi2, loMeaning) {
  const v2 = value.trim();
  if (!/^\d+$/.test(v2) || Number(v2) < lo2 || Number(v2) > hi2)
    throw new InputError(
      `${what} must be a whole number from ${lo2}${loMeaning ? ` (${loMeaning})` : ""} to ${hi2} (got "${value}").`
    );
  return Number(v2);
}
function parseThreads(value, label) {
  const v2 = value.trim().toLowerCase();
  if (!v2 || v2 === "auto") return {};
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
function parsePatterns(s3, label) {
  let prune;
  try {
    prune = new PatternSet(expandPruneList(lines(s3(Inputs.Prune) || defaultOf(Inputs.Prune))));
  } catch (e) {
    throw new InputError(`${label(Inputs.Prune)}: ${e.message}`);
  }
  let protect;
  try {
    protect = new PatternSet([...DEFAULT_PROTECT, ...lines(s3(Inputs.Protect))]);
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
function parseImage(get, s3, label) {
  const given = get(Inputs.Image);
  if (given !== void 0 && !given.trim())
    throw new InputError(
      `${label(Inputs.Image)} is empty. Omit it for the default image, or give one pinned by digest (name@sha256:<digest>).`
    );
  const imageGiven = given !== void 0 && given.trim() !== DEFAULT_IMAGE;
  const versionText = s3(Inputs.RocmVersion).trim();
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
  try {
    return { reference: parseReference(release?.image ?? given ?? DEFAULT_IMAGE), release };
  } catch (e) {
    throw new InputError(`${label(Inputs.Image)}: ${e.message}`);
  }
}
function parseSource(s3, host, image, label) {
  const imagePath = (s3(Inputs.ImagePath).trim() || defaultOf(Inputs.ImagePath)).replace(/\/+$/, "") || "/";
  if (!imagePath.startsWith("/"))
    throw new InputError(
      `${label(Inputs.ImagePath)} must be an absolute path inside the image (got "${imagePath}").`
    );
  if (imagePath.split("/").includes(".."))
    throw new InputError(`${label(Inputs.ImagePath)} must not contain "..".`);
  const { prune, protect } = parsePatterns(s3, label);
  const platform = parsePlatformInput(s3(Inputs.Platform).trim() || hostPlatform(host), image.release, label);
  const mode = (s3(Inputs.Mode).trim() || defaultOf(Inputs.Mode)).toLowerCase();
  if (mode !== "sdk" && mode !== "runtime")
    throw new InputError(
      `${label(Inputs.Mode)} must be sdk (the pruned SDK) or runtime (only what HIP binaries load); got "${mode}".`
    );
  const runtimeLibraries = parseRuntimeLibraries(s3(Inputs.RuntimeLibraries), label);
  return { reference: image.reference, platform, imagePath, prune, protect, mode, runtimeLibraries };
}
function parseCredentials(s3) {
  const username = s3(Inputs.RegistryUsername).trim();
  const password = s3(Inputs.RegistryPassword);
  if (!!username !== !!password)
    throw new InputError(
      "Give both registry-username and registry-password (the CLI reads SETUP_ROCM_REGISTRY_USERNAME and SETUP_ROCM_REGISTRY_PASSWORD), or neither for an anonymous pull."
    );
  return username ? { username, password } : void 0;
}
function parseCaching(s3, label) {
  return {
    ...parseCache(s3(Inputs.Cache) || defaultOf(Inputs.Cache), label),
    cacheSaveUntrusted: parseBoolean(
      Inputs.CacheSaveUntrustedEvents,
      s3(Inputs.CacheSaveUntrustedEvents),
      defaultOf(Inputs.CacheSaveUntrustedEvents) === "true",
      label
    ),
    cacheVerify: parseCacheVerify(s3(Inputs.CacheVerify) || defaultOf(Inputs.CacheVerify), label),
    lazy: parseLazy(s3(Inputs.Lazy) || defaultOf(Inputs.Lazy), label),
    lazyFill: parseBoolean(Inputs.LazyFill, s3(Inputs.LazyFill), defaultOf(Inputs.LazyFill) === "true", label),
    toolCacheVerify: parseToolCacheVerify(
      s3(Inputs.ToolCacheVerify) || defaultOf(Inputs.ToolCacheVerify),
      label
    )
  };
}
function parseInputs(get, host, label = actionLabel) {
  const s3 = (name) => get(name) ?? "";
  const image = parseImage(get, s3, label);
  const source = parseSource(s3, host, image, label);
  const credentials = parseCredentials(s3);
  const index = parseIndex(s3(Inputs.Index), image.release ?? releaseOf(image.reference), label);
  const mirrors = lines(s3(Inputs.Mirrors)).map((line) => {
    try {
      return parseMirror(line);
    } catch (e) {
      throw new InputError(`${label(Inputs.Mirrors)}: ${e.message}`);
    }
  });
  return {
    mirrors,
    ...index ? { index } : {},
    source,
    gfxTargets: parseGfxTargets(s3(Inputs.GfxTarget) || defaultOf(Inputs.GfxTarget), label),
    smokeTest: parseBoolean(
      Inputs.SmokeTest,
      s3(Inputs.SmokeTest),
      defaultOf(Inputs.SmokeTest) === "true",
      label
    ),
    ...parseCaching(s3, label),
    credentials,
    ...parseThreads(s3(Inputs.Threads), label),
    network: {
      stallMs: parseSeconds(Inputs.StallTimeout, s3(Inputs.StallTimeout), DEFAULT_NETWORK.stallMs, label),
      minBytesPerSecond: parseSpeed(
        Inputs.MinSpeed,
        s3(Inputs.MinSpeed),
        DEFAULT_NETWORK.minBytesPerSecond,
        label
      ),
      ...parseConnections(s3(Inputs.DownloadConnections), label)
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
  const v2 = value.trim();
  if (v2.toLowerCase() === "none") return void 0;
  const from = v2 ? "input" : "versions";
  const text = v2 || release?.index;
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
    for (const v2 of [e.auth, e.password, e.identitytoken]) if (typeof v2 === "string" && v2) log.mask(v2);
    if (typeof e.auth === "string" && BASE64.test(e.auth)) {
      const plain = Buffer.from(e.auth, "base64").toString("utf8");
      const colon = plain.indexOf(":");
      if (colon > 0 && colon < plain.length - 1) log.mask(plain.slice(colon + 1));
    }
  }
  const entry = Object.entries(cfg.auths ?? {}).find(([k2]) => configHost(k2) === want)?.[1];
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

// src/seek/index/layout.ts
var PER_LAYER = 2 ** 26;
var entryId = (layer, k2) => layer * PER_LAYER + k2;
var layerOf = (id) => Math.floor(id / PER_LAYER);
var placeOf = (id) => id % PER_LAYER;
var byteOf = (bit) => Math.floor(bit / 8);
function spanRange(checkpoints, j2, size) {
  const start = byteOf(checkpoints[j2].bit);
  return [start, j2 + 1 < checkpoints.length ? byteOf(checkpoints[j2 + 1].bit) + 1 : size];
}
function spanBytes(l, j2) {
  const s3 = l.spans[j2];
  return { first: s3.offset, last: s3.offset + s3.length - 1 };
}
var headBytes = (l) => l.spans[0]?.offset ?? 0;
function spanOut(l, j2) {
  return [l.checkpoints[j2].out, j2 + 1 < l.checkpoints.length ? l.checkpoints[j2 + 1].out : l.tarBytes];
}
function spanAt(l, off) {
  let lo2 = 0;
  let hi2 = l.checkpoints.length - 1;
  while (lo2 < hi2) {
    const mid = lo2 + hi2 + 1 >> 1;
    if (l.checkpoints[mid].out <= off) lo2 = mid;
    else hi2 = mid - 1;
  }
  return lo2;
}
function spansOver(l, from, to2) {
  return [spanAt(l, from), spanAt(l, to2 - 1)];
}
function fetchBytes(l, spans) {
  return spans.length === l.spans.length ? l.size : spans.reduce((s3, j2) => s3 + l.spans[j2].length, 0);
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
var isElf = (magic) => magic.length >= 4 && magic[0] === 127 && magic[1] === 69 && magic[2] === 76 && magic[3] === 70;
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
  const le2 = ident[5] === 1;
  if (ident[4] !== 1 && ident[4] !== 2) throw new ElfError(`${name}: unknown ELF class ${ident[4]}`);
  const u16 = (o) => le2 ? buf.readUInt16LE(o - base) : buf.readUInt16BE(o - base);
  const u32 = (o) => le2 ? buf.readUInt32LE(o - base) : buf.readUInt32BE(o - base);
  const addr = (o) => is64 ? Number(le2 ? buf.readBigUInt64LE(o - base) : buf.readBigUInt64BE(o - base)) : u32(o);
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
    const p2 = phoff + i * phentsize;
    check(p2, phentsize);
    const type = u32(p2);
    const offset = addr(is64 ? p2 + 8 : p2 + 4);
    const vaddr = addr(is64 ? p2 + 16 : p2 + 8);
    const filesz = addr(is64 ? p2 + 32 : p2 + 16);
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
  const paths = (v2) => v2.split(":").filter(Boolean);
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
    const magic = Buffer.alloc(4);
    await fh.read(magic, 0, 4, 0);
    if (!isElf(magic)) return void 0;
    return await parseDynamic(async (offset, length) => {
      const b2 = Buffer.alloc(length);
      const { bytesRead } = await fh.read(b2, 0, length, offset);
      return b2.subarray(0, bytesRead);
    }, path);
  } finally {
    await fh.close();
  }
}

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
async function resolveInTree(tree, rel) {
  const walk2 = new ComponentWalk(rel);
  const cur = [];
  const links = [];
  try {
    for (let c = walk2.next(); c !== void 0; c = walk2.next()) {
      if (c === "..") {
        if (!cur.length) return void 0;
        cur.pop();
        continue;
      }
      if (cur.length >= LIMITS.depth) return void 0;
      const p2 = join2(tree, ...cur, c);
      let st2;
      try {
        st2 = await fs2.lstat(p2);
      } catch {
        return void 0;
      }
      if (st2.isSymbolicLink()) {
        links.push([...cur, c].join("/"));
        const target = await fs2.readlink(p2);
        if (target.startsWith("/")) return void 0;
        walk2.follow(target);
        continue;
      }
      cur.push(c);
    }
  } catch (e) {
    if (e instanceof WalkLimit) return void 0;
    throw e;
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
      const st2 = await fs2.stat(join2(tree, path)).catch(() => void 0);
      if (!st2?.isFile()) continue;
      if (!dyn.has(path)) dyn.set(path, await readDynamic(join2(tree, path)).catch(() => void 0));
      const d2 = dyn.get(path);
      if (!d2 || machine !== void 0 && d2.machine !== machine) continue;
      machine ??= d2.machine;
      for (const l of r.links) links.add(l);
      if (!libraries.has(path)) libraries.set(path, { path, size: st2.size, neededBy });
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
    bytes: list.reduce((s3, l) => s3 + l.size, 0)
  };
}
async function keepOnly(tree, c, keepAlso = [".info"], remove = (rel) => fs2.rm(join2(tree, rel), { recursive: true, force: true })) {
  const keep = /* @__PURE__ */ new Set([...c.libraries.map((l) => l.path), ...c.links]);
  const dirs = [...keepAlso];
  for (const k2 of keepAlso) {
    const r = await resolveInTree(tree, k2.split("/"));
    if (!r) continue;
    for (const l of r.links) keep.add(l);
    dirs.push(r.real.join("/"));
  }
  const keepDir = (rel) => dirs.some((k2) => rel === k2 || rel.startsWith(k2 + "/"));
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
function pushBlob(t, b2) {
  return explained(uploadBlob(t, b2));
}
var UPLOAD_TRIES = 4;
async function uploadBlob(t, b2, backoffMs = 500) {
  if (await hasBlob(t, b2.digest)) return false;
  const what = `Uploading blob ${b2.digest.slice(0, 19)}\u2026 to ${t.registry}/${t.repository}`;
  for (let tryNo = 1; ; tryNo++) {
    const url = await openUpload(t, what);
    if (!url) throw new RegistryError(`${what}: the registry opened an upload without a Location.`);
    url.searchParams.set("digest", b2.digest);
    const streams = [];
    const body = () => {
      if (!b2.file) return b2.bytes;
      const s3 = createReadStream(b2.file);
      streams.push(s3);
      return s3;
    };
    let put;
    try {
      put = await t.request(
        "PUT",
        url.toString(),
        { "content-type": "application/octet-stream", "content-length": String(b2.size) },
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
      for (const s3 of streams) s3.destroy();
    }
    const answer = await put.readBody();
    if (put.status !== 201 && put.status !== 204) throw t.describe(what, put.status, answer);
    return verifyStored(put, b2, what);
  }
}
function verifyStored(put, b2, what) {
  const said = put.headers["docker-content-digest"];
  if (said && said !== b2.digest)
    throw new RegistryError(`${what}: the registry stored it as ${String(said)}, not ${b2.digest}.`);
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
async function explained(p2) {
  try {
    return await p2;
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

// src/seek/source/index-source.ts
import fs4 from "node:fs/promises";

// src/seek/index/model.ts
var INDEX_FORMAT = 2;
var INDEX_ARTIFACT = "application/vnd.io.github.vmafx.setup-rocm.seek-index.v2";
var INDEX_LAYER = "application/vnd.io.github.vmafx.setup-rocm.seek-index.v2+gzip";
var INDEX_ARTIFACT_V1 = "application/vnd.io.github.vmafx.setup-rocm.seek-index.v1";
var INDEX_LAYER_V1 = "application/vnd.io.github.vmafx.setup-rocm.seek-index.v1+json+gzip";
var MAGIC = Buffer.from("SRIX", "latin1");
var MAX_SPAN_BYTES = 24 << 20;

// src/seek/index/shape.ts
function checkIndexShape(ix) {
  for (const [i, l] of ix.layers.entries()) {
    const where = `layer ${i + 1} of the index`;
    checkToc(l, where);
    if (l.compression === "gzip") checkCheckpoints(l, where);
    else {
      const [s3, ...more] = l.spans;
      if (l.checkpoints.length || more.length || !s3 || s3.offset !== 0 || s3.length !== l.size || `sha256:${s3.sha256}` !== l.digest)
        throw new IndexFormatError(
          `${where} is ${l.compression}, so its one span must be the whole blob, with the blob's digest`
        );
    }
  }
}
function checkToc(l, where) {
  const toc = l.toc;
  if (toc.length > l.tarBytes / TAR_BLOCK)
    throw new IndexFormatError(`${where} lists ${toc.length} entries in a tar stream of ${l.tarBytes} bytes`);
  let next = 0;
  for (let k2 = 0; k2 < toc.length; k2++) {
    const what = () => `${where}: entry ${k2 + 1} (${toc.pathAt(k2)})`;
    if (toc.headerAt(k2) < next)
      throw new IndexFormatError(
        `${what()} starts at byte ${toc.headerAt(k2)}, before the end of the entry before it (${next}): entries out of stream order or overlapping`
      );
    next = toc.endAt(k2);
    if (next > l.tarBytes)
      throw new IndexFormatError(
        `${what()} ends at byte ${next}, past the end of the layer's tar stream (${l.tarBytes} bytes)`
      );
    if (l.eoa !== void 0 && next > l.eoa)
      throw new IndexFormatError(
        `${what()} ends at byte ${next}, past the archive's end-of-archive at byte ${l.eoa}`
      );
  }
  if (l.eoa !== void 0 && (l.eoa % TAR_BLOCK || l.eoa > l.tarBytes))
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
  for (const [j2, cp] of cps.entries()) {
    const span = l.spans[j2];
    const at2 = `${where}: checkpoint ${j2 + 1}`;
    if (j2 > 0 && (cp.bit <= cps[j2 - 1].bit || cp.out <= cps[j2 - 1].out))
      throw new IndexFormatError(
        `${at2} (bit ${cp.bit}, output ${cp.out}) does not come after the one before it`
      );
    if (cp.out >= l.tarBytes && !(cp.out === 0 && l.tarBytes === 0))
      throw new IndexFormatError(
        `${at2} starts at output ${cp.out}, past the tar stream's ${l.tarBytes} bytes`
      );
    if (cp.window.length > WINDOW || cp.window.length && cp.window.length !== Math.min(WINDOW, cp.out))
      throw new IndexFormatError(
        `${at2} has a window of ${cp.window.length} bytes (32 KiB, or all the output before it)`
      );
    const [start, end] = spanRange(cps, j2, l.size);
    if (span.offset !== start)
      throw new IndexFormatError(
        `${where}: span ${j2 + 1} starts at byte ${span.offset}, but its checkpoint is in byte ${start}`
      );
    if (span.length > MAX_SPAN_BYTES)
      throw new IndexFormatError(
        `${where}: span ${j2 + 1} is ${span.length} bytes, more than the ${MAX_SPAN_BYTES >> 20} MiB a span may take (setup-rocm index makes them shorter)`
      );
    if (span.offset + span.length !== end)
      throw new IndexFormatError(
        j2 + 1 < cps.length ? `${where}: span ${j2 + 1} ends at byte ${span.offset + span.length}, but the next begins in byte ${end - 1}` : `${where}: its last span ends at byte ${span.offset + span.length}, but the layer is ${l.size} bytes`
      );
  }
}

// src/seek/index/decode.ts
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";

// src/seek/index/toc-table.ts
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
var DIGEST = 32;
var RANK_RUN = 64;
var PAGE = 1 << 16;
var Page = class {
  /** Entries it has room for: a new page starts small (a table of one header is common) and doubles up to PAGE. */
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
    const cap = Math.min(PAGE, this.cap * 2);
    const more = (a, b2) => {
      b2.set(a);
      return b2;
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
    for (let j2 = i - i % RANK_RUN; j2 < i; j2++) if (this.types[j2] & HAS_DIGEST) r++;
    return r * DIGEST;
  }
  /** Keeps the digests of the first `count` entries that `keep` names, packed; the others go. */
  pack(keep, count) {
    let kept = 0;
    for (let i = 0; i < count; i++) if (this.types[i] & HAS_DIGEST && keep(i)) kept++;
    const packed = kept ? Buffer.allocUnsafeSlow(kept * DIGEST) : void 0;
    const rank = new Uint32Array(Math.ceil(count / RANK_RUN));
    let at2 = 0;
    let was = 0;
    for (let i = 0; i < count; i++) {
      if (i % RANK_RUN === 0) rank[i / RANK_RUN] = at2 / DIGEST;
      if (!(this.types[i] & HAS_DIGEST)) continue;
      const from = this.rank ? was++ * DIGEST : i * DIGEST;
      if (packed && keep(i)) at2 += this.digests.copy(packed, at2, from, from + DIGEST);
      else this.types[i] &= ~HAS_DIGEST;
    }
    this.digests = packed;
    this.rank = packed && rank;
  }
  /** Room for `n` more path bytes (the page's own buffer grows; a page's paths are a few MiB). */
  room(n) {
    if (this.ownLen + n <= this.own.length) return;
    const b2 = Buffer.allocUnsafe(Math.max(this.own.length * 2, this.ownLen + n));
    this.own.copy(b2, 0, 0, this.ownLen);
    this.own = b2;
  }
};
var TocTable = class _TocTable {
  pages = [];
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
  page(k2) {
    return this.pages[Math.floor(k2 / PAGE)];
  }
  /**
   * Appends an entry (in stream order: the caller checks the order, shape.ts). `path` as bytes
   * spares a string for each row decoded from the index file; `digest`: 32 raw bytes.
   */
  push(e) {
    const blocks = (e.data - e.header) / TAR_BLOCK;
    if (e.header % TAR_BLOCK || !Number.isInteger(blocks) || blocks < 1 || blocks > BIG32)
      throw new RangeError(`internal: an entry off the tar blocks (${String(e.path)})`);
    if (e.header / TAR_BLOCK >= BIG32)
      throw new RangeError(`internal: an entry past 2 TiB (${String(e.path)})`);
    if (e.mode !== void 0 && (e.mode < 0 || !Number.isSafeInteger(e.mode)))
      throw new RangeError(`internal: mode ${e.mode}`);
    const digest = typeof e.sha256 === "string" ? Buffer.from(e.sha256, "hex") : e.sha256;
    if (digest && digest.length !== DIGEST) throw new RangeError("internal: a digest of other than 32 bytes");
    const k2 = this.n;
    const i = k2 % PAGE;
    if (i === 0 && this.pages.length === k2 / PAGE) this.pages.push(new Page());
    const c = this.pages[this.pages.length - 1];
    c.fit(i);
    c.header[i] = e.header / TAR_BLOCK;
    c.dataBlocks[i] = Math.min(blocks, BIG8);
    if (blocks >= BIG8) this.bigMeta.set(k2, blocks);
    c.sizes[i] = Math.min(e.size, BIG32);
    if (e.size >= BIG32) this.bigSizes.set(k2, e.size);
    const code = TYPE_CODE.get(e.type);
    c.types[i] = code ?? OTHER;
    if (code === void 0) this.otherTypes.set(k2, e.type);
    c.modes[i] = e.mode === void 0 ? BIG16 : Math.min(e.mode, BIG16);
    if (e.mode !== void 0 && e.mode >= BIG16) this.modes.set(k2, e.mode);
    if (e.linkpath !== void 0) this.links.set(k2, e.linkpath);
    if (digest) this.setDigest(k2, digest);
    const path = typeof e.path === "string" ? Buffer.from(e.path) : e.path;
    let same2 = 0;
    if (k2 % RESTART) {
      const most = Math.min(path.length, this.prevPath.length, MAX_SHARED);
      while (same2 < most && path[same2] === this.prevPath[same2]) same2++;
    }
    const suffix = path.length - same2;
    c.room(suffix);
    path.copy(c.own, c.ownLen, same2);
    c.ownAt[i] = c.ownLen;
    c.shared[i] = same2;
    c.ownLen += suffix;
    this.pathBytes += suffix;
    this.prevPath = path;
    this.longest = Math.max(this.longest, path.length);
    this.n++;
    return k2;
  }
  /** Records a file's content digest (32 bytes) found after its entry was pushed (the index builder). */
  setDigest(k2, digest) {
    if (digest.length !== DIGEST) throw new RangeError("internal: a digest of other than 32 bytes");
    const c = this.page(k2);
    if (c.rank) throw new Error("internal: a digest set after the table let go of others");
    c.digests ??= Buffer.alloc(c.cap * DIGEST);
    digest.copy(c.digests, k2 % PAGE * DIGEST);
    c.types[k2 % PAGE] |= HAS_DIGEST;
  }
  /**
   * Lets go of the digests of the entries `keep` does not name (an install checks only what it
   * writes): a page keeps those it still needs packed one after the other (Page.digestOffset).
   */
  keepDigests(keep) {
    for (const [pi2, c] of this.pages.entries()) {
      if (!c.digests) continue;
      const count = Math.min(c.cap, this.n - pi2 * PAGE);
      c.pack((i) => (c.types[i] & HAS_DIGEST) !== 0 && keep(pi2 * PAGE + i), count);
    }
  }
  headerAt(k2) {
    return this.page(k2).header[k2 % PAGE] * TAR_BLOCK;
  }
  dataAt(k2) {
    const c = this.page(k2);
    const meta = c.dataBlocks[k2 % PAGE];
    return (c.header[k2 % PAGE] + (meta === BIG8 ? this.bigMeta.get(k2) : meta)) * TAR_BLOCK;
  }
  sizeAt(k2) {
    const size = this.page(k2).sizes[k2 % PAGE];
    return size === BIG32 ? this.bigSizes.get(k2) : size;
  }
  modeAt(k2) {
    const mode = this.page(k2).modes[k2 % PAGE];
    return mode === BIG16 ? this.modes.get(k2) : mode;
  }
  /** Where entry k's content ends, with its padding: the next entry's header cannot come before. */
  endAt(k2) {
    return entryEnd(this.dataAt(k2), this.sizeAt(k2));
  }
  typeAt(k2) {
    const code = this.page(k2).types[k2 % PAGE] & ~HAS_DIGEST;
    return code === OTHER ? this.otherTypes.get(k2) : TYPES[code];
  }
  /** Entry k's path bytes, rebuilt from its restart point. */
  pathBytesOf(k2, into) {
    let len = 0;
    for (let j2 = k2 - k2 % RESTART; j2 <= k2; j2++) len = this.appendOwn(j2, into);
    return len;
  }
  /** Puts entry j's own bytes after its shared prefix in `into` (holding the path before it). */
  appendOwn(j2, into) {
    const c = this.page(j2);
    const i = j2 % PAGE;
    const start = c.ownAt[i];
    const end = i + 1 < PAGE && j2 + 1 < this.n ? c.ownAt[i + 1] : c.ownLen;
    c.own.copy(into, c.shared[i], start, end);
    return c.shared[i] + end - start;
  }
  /** Entry k's content digest (sha256, hex), if the table has it. */
  digestAt(k2) {
    const c = this.page(k2);
    const i = k2 % PAGE;
    const at2 = c.digestOffset(i);
    return at2 >= 0 ? c.digests.toString("hex", at2, at2 + DIGEST) : void 0;
  }
  pathAt(k2) {
    const b2 = Buffer.allocUnsafe(this.longest);
    return b2.toString("utf8", 0, this.pathBytesOf(k2, b2));
  }
  at(k2) {
    if (k2 < 0 || k2 >= this.n) throw new RangeError(`internal: no entry ${k2}`);
    return this.view(k2, this.pathAt(k2));
  }
  view(k2, path) {
    const c = this.page(k2);
    const i = k2 % PAGE;
    const mode = this.modeAt(k2);
    const link = this.links.get(k2);
    return {
      header: this.headerAt(k2),
      data: this.dataAt(k2),
      size: this.sizeAt(k2),
      type: this.typeAt(k2),
      path,
      ...link !== void 0 ? { linkpath: link } : {},
      ...mode !== void 0 ? { mode } : {},
      ...c.types[i] & HAS_DIGEST ? { sha256: this.digestAt(k2) } : {}
    };
  }
  /** Every entry in order, with its number; each path rebuilt from the one before it. */
  *entries(from = 0) {
    const b2 = Buffer.allocUnsafe(this.longest);
    let len = from < this.n ? this.pathBytesOf(from, b2) : 0;
    for (let k2 = from; k2 < this.n; k2++) {
      if (k2 > from) len = this.appendOwn(k2, b2);
      yield [k2, this.view(k2, b2.toString("utf8", 0, len))];
    }
  }
  *[Symbol.iterator]() {
    for (const [, e] of this.entries()) yield e;
  }
};

// src/seek/index/toc.ts
import { createHash } from "node:crypto";

// node_modules/tar/dist/esm/index.min.js
import Qr from "events";
import I from "fs";
import { EventEmitter as Di } from "node:events";
import Cs from "node:stream";
import { StringDecoder as Hr } from "node:string_decoder";
import cr from "node:path";
import Kt from "node:fs";
import { dirname as Fn, parse as kn } from "path";
import { EventEmitter as Dn } from "events";
import zi from "assert";
import { Buffer as Ot } from "buffer";
import * as Ps from "zlib";
import en from "zlib";
import { posix as Zt } from "node:path";
import { basename as _n } from "node:path";
import mi from "fs";
import X from "fs";
import js from "path";
import { win32 as Pn } from "node:path";
import ar from "path";
import Br from "node:fs";
import co from "node:assert";
import { randomBytes as Mr } from "node:crypto";
import u from "node:fs";
import R from "node:path";
import pr from "fs";
import wi from "node:fs";
import we from "node:path";
import k from "node:fs";
import ro from "node:fs/promises";
import Si from "node:path";
import { join as xr } from "node:path";
import v from "node:fs";
import Pr from "node:path";
var zr = Object.defineProperty;
var Ur = (s3, t) => {
  for (var e in t) zr(s3, e, { get: t[e], enumerable: true });
};
var Ds = typeof process == "object" && process ? process : { stdout: null, stderr: null };
var Wr = (s3) => !!s3 && typeof s3 == "object" && (s3 instanceof A || s3 instanceof Cs || Gr(s3) || Zr(s3));
var Gr = (s3) => !!s3 && typeof s3 == "object" && s3 instanceof Di && typeof s3.pipe == "function" && s3.pipe !== Cs.Writable.prototype.pipe;
var Zr = (s3) => !!s3 && typeof s3 == "object" && s3 instanceof Di && typeof s3.write == "function" && typeof s3.end == "function";
var Q = /* @__PURE__ */ Symbol("EOF");
var J = /* @__PURE__ */ Symbol("maybeEmitEnd");
var nt = /* @__PURE__ */ Symbol("emittedEnd");
var De = /* @__PURE__ */ Symbol("emittingEnd");
var qt = /* @__PURE__ */ Symbol("emittedError");
var Ne = /* @__PURE__ */ Symbol("closed");
var Ns = /* @__PURE__ */ Symbol("read");
var Ae = /* @__PURE__ */ Symbol("flush");
var As = /* @__PURE__ */ Symbol("flushChunk");
var z = /* @__PURE__ */ Symbol("encoding");
var Mt = /* @__PURE__ */ Symbol("decoder");
var g = /* @__PURE__ */ Symbol("flowing");
var Qt = /* @__PURE__ */ Symbol("paused");
var Bt = /* @__PURE__ */ Symbol("resume");
var b = /* @__PURE__ */ Symbol("buffer");
var N = /* @__PURE__ */ Symbol("pipes");
var _ = /* @__PURE__ */ Symbol("bufferLength");
var bi = /* @__PURE__ */ Symbol("bufferPush");
var Ie = /* @__PURE__ */ Symbol("bufferShift");
var L = /* @__PURE__ */ Symbol("objectMode");
var S = /* @__PURE__ */ Symbol("destroyed");
var _i = /* @__PURE__ */ Symbol("error");
var Oi = /* @__PURE__ */ Symbol("emitData");
var Is = /* @__PURE__ */ Symbol("emitEnd");
var Ti = /* @__PURE__ */ Symbol("emitEnd2");
var Z = /* @__PURE__ */ Symbol("async");
var xi = /* @__PURE__ */ Symbol("abort");
var Ce = /* @__PURE__ */ Symbol("aborted");
var Jt = /* @__PURE__ */ Symbol("signal");
var Rt = /* @__PURE__ */ Symbol("dataListeners");
var C = /* @__PURE__ */ Symbol("discarded");
var jt = (s3) => Promise.resolve().then(s3);
var Yr = (s3) => s3();
var Kr = (s3) => s3 === "end" || s3 === "finish" || s3 === "prefinish";
var Vr = (s3) => s3 instanceof ArrayBuffer || !!s3 && typeof s3 == "object" && s3.constructor && s3.constructor.name === "ArrayBuffer" && s3.byteLength >= 0;
var $r = (s3) => !Buffer.isBuffer(s3) && ArrayBuffer.isView(s3);
var Fe = class {
  src;
  dest;
  opts;
  ondrain;
  constructor(t, e, i) {
    this.src = t, this.dest = e, this.opts = i, this.ondrain = () => t[Bt](), this.dest.on("drain", this.ondrain);
  }
  unpipe() {
    this.dest.removeListener("drain", this.ondrain);
  }
  proxyErrors(t) {
  }
  end() {
    this.unpipe(), this.opts.end && this.dest.end();
  }
};
var Li = class extends Fe {
  unpipe() {
    this.src.removeListener("error", this.proxyErrors), super.unpipe();
  }
  constructor(t, e, i) {
    super(t, e, i), this.proxyErrors = (r) => this.dest.emit("error", r), t.on("error", this.proxyErrors);
  }
};
var Xr = (s3) => !!s3.objectMode;
var qr = (s3) => !s3.objectMode && !!s3.encoding && s3.encoding !== "buffer";
var A = class extends Di {
  [g] = false;
  [Qt] = false;
  [N] = [];
  [b] = [];
  [L];
  [z];
  [Z];
  [Mt];
  [Q] = false;
  [nt] = false;
  [De] = false;
  [Ne] = false;
  [qt] = null;
  [_] = 0;
  [S] = false;
  [Jt];
  [Ce] = false;
  [Rt] = 0;
  [C] = false;
  writable = true;
  readable = true;
  constructor(...t) {
    let e = t[0] || {};
    if (super(), e.objectMode && typeof e.encoding == "string") throw new TypeError("Encoding and objectMode may not be used together");
    Xr(e) ? (this[L] = true, this[z] = null) : qr(e) ? (this[z] = e.encoding, this[L] = false) : (this[L] = false, this[z] = null), this[Z] = !!e.async, this[Mt] = this[z] ? new Hr(this[z]) : null, e && e.debugExposeBuffer === true && Object.defineProperty(this, "buffer", { get: () => this[b] }), e && e.debugExposePipes === true && Object.defineProperty(this, "pipes", { get: () => this[N] });
    let { signal: i } = e;
    i && (this[Jt] = i, i.aborted ? this[xi]() : i.addEventListener("abort", () => this[xi]()));
  }
  get bufferLength() {
    return this[_];
  }
  get encoding() {
    return this[z];
  }
  set encoding(t) {
    throw new Error("Encoding must be set at instantiation time");
  }
  setEncoding(t) {
    throw new Error("Encoding must be set at instantiation time");
  }
  get objectMode() {
    return this[L];
  }
  set objectMode(t) {
    throw new Error("objectMode must be set at instantiation time");
  }
  get async() {
    return this[Z];
  }
  set async(t) {
    this[Z] = this[Z] || !!t;
  }
  [xi]() {
    this[Ce] = true, this.emit("abort", this[Jt]?.reason), this.destroy(this[Jt]?.reason);
  }
  get aborted() {
    return this[Ce];
  }
  set aborted(t) {
  }
  write(t, e, i) {
    if (this[Ce]) return false;
    if (this[Q]) throw new Error("write after end");
    if (this[S]) return this.emit("error", Object.assign(new Error("Cannot call write after a stream was destroyed"), { code: "ERR_STREAM_DESTROYED" })), true;
    typeof e == "function" && (i = e, e = "utf8"), e || (e = "utf8");
    let r = this[Z] ? jt : Yr;
    if (!this[L] && !Buffer.isBuffer(t)) {
      if ($r(t)) t = Buffer.from(t.buffer, t.byteOffset, t.byteLength);
      else if (Vr(t)) t = Buffer.from(t);
      else if (typeof t != "string") throw new Error("Non-contiguous data written to non-objectMode stream");
    }
    return this[L] ? (this[g] && this[_] !== 0 && this[Ae](true), this[g] ? this.emit("data", t) : this[bi](t), this[_] !== 0 && this.emit("readable"), i && r(i), this[g]) : t.length ? (typeof t == "string" && !(e === this[z] && !this[Mt]?.lastNeed) && (t = Buffer.from(t, e)), Buffer.isBuffer(t) && this[z] && (t = this[Mt].write(t)), this[g] && this[_] !== 0 && this[Ae](true), this[g] ? this.emit("data", t) : this[bi](t), this[_] !== 0 && this.emit("readable"), i && r(i), this[g]) : (this[_] !== 0 && this.emit("readable"), i && r(i), this[g]);
  }
  read(t) {
    if (this[S]) return null;
    if (this[C] = false, this[_] === 0 || t === 0 || t && t > this[_]) return this[J](), null;
    this[L] && (t = null), this[b].length > 1 && !this[L] && (this[b] = [this[z] ? this[b].join("") : Buffer.concat(this[b], this[_])]);
    let e = this[Ns](t || null, this[b][0]);
    return this[J](), e;
  }
  [Ns](t, e) {
    if (this[L]) this[Ie]();
    else {
      let i = e;
      t === i.length || t === null ? this[Ie]() : typeof i == "string" ? (this[b][0] = i.slice(t), e = i.slice(0, t), this[_] -= t) : (this[b][0] = i.subarray(t), e = i.subarray(0, t), this[_] -= t);
    }
    return this.emit("data", e), !this[b].length && !this[Q] && this.emit("drain"), e;
  }
  end(t, e, i) {
    return typeof t == "function" && (i = t, t = void 0), typeof e == "function" && (i = e, e = "utf8"), t !== void 0 && this.write(t, e), i && this.once("end", i), this[Q] = true, this.writable = false, (this[g] || !this[Qt]) && this[J](), this;
  }
  [Bt]() {
    this[S] || (!this[Rt] && !this[N].length && (this[C] = true), this[Qt] = false, this[g] = true, this.emit("resume"), this[b].length ? this[Ae]() : this[Q] ? this[J]() : this.emit("drain"));
  }
  resume() {
    return this[Bt]();
  }
  pause() {
    this[g] = false, this[Qt] = true, this[C] = false;
  }
  get destroyed() {
    return this[S];
  }
  get flowing() {
    return this[g];
  }
  get paused() {
    return this[Qt];
  }
  [bi](t) {
    this[L] ? this[_] += 1 : this[_] += t.length, this[b].push(t);
  }
  [Ie]() {
    return this[L] ? this[_] -= 1 : this[_] -= this[b][0].length, this[b].shift();
  }
  [Ae](t = false) {
    do
      ;
    while (this[As](this[Ie]()) && this[b].length);
    !t && !this[b].length && !this[Q] && this.emit("drain");
  }
  [As](t) {
    return this.emit("data", t), this[g];
  }
  pipe(t, e) {
    if (this[S]) return t;
    this[C] = false;
    let i = this[nt];
    return e = e || {}, t === Ds.stdout || t === Ds.stderr ? e.end = false : e.end = e.end !== false, e.proxyErrors = !!e.proxyErrors, i ? e.end && t.end() : (this[N].push(e.proxyErrors ? new Li(this, t, e) : new Fe(this, t, e)), this[Z] ? jt(() => this[Bt]()) : this[Bt]()), t;
  }
  unpipe(t) {
    let e = this[N].find((i) => i.dest === t);
    e && (this[N].length === 1 ? (this[g] && this[Rt] === 0 && (this[g] = false), this[N] = []) : this[N].splice(this[N].indexOf(e), 1), e.unpipe());
  }
  addListener(t, e) {
    return this.on(t, e);
  }
  on(t, e) {
    let i = super.on(t, e);
    if (t === "data") this[C] = false, this[Rt]++, !this[N].length && !this[g] && this[Bt]();
    else if (t === "readable" && this[_] !== 0) super.emit("readable");
    else if (Kr(t) && this[nt]) super.emit(t), this.removeAllListeners(t);
    else if (t === "error" && this[qt]) {
      let r = e;
      this[Z] ? jt(() => r.call(this, this[qt])) : r.call(this, this[qt]);
    }
    return i;
  }
  removeListener(t, e) {
    return this.off(t, e);
  }
  off(t, e) {
    let i = super.off(t, e);
    return t === "data" && (this[Rt] = this.listeners("data").length, this[Rt] === 0 && !this[C] && !this[N].length && (this[g] = false)), i;
  }
  removeAllListeners(t) {
    let e = super.removeAllListeners(t);
    return (t === "data" || t === void 0) && (this[Rt] = 0, !this[C] && !this[N].length && (this[g] = false)), e;
  }
  get emittedEnd() {
    return this[nt];
  }
  [J]() {
    !this[De] && !this[nt] && !this[S] && this[b].length === 0 && this[Q] && (this[De] = true, this.emit("end"), this.emit("prefinish"), this.emit("finish"), this[Ne] && this.emit("close"), this[De] = false);
  }
  emit(t, ...e) {
    let i = e[0];
    if (t !== "error" && t !== "close" && t !== S && this[S]) return false;
    if (t === "data") return !this[L] && !i ? false : this[Z] ? (jt(() => this[Oi](i)), true) : this[Oi](i);
    if (t === "end") return this[Is]();
    if (t === "close") {
      if (this[Ne] = true, !this[nt] && !this[S]) return false;
      let n = super.emit("close");
      return this.removeAllListeners("close"), n;
    } else if (t === "error") {
      this[qt] = i, super.emit(_i, i);
      let n = !this[Jt] || this.listeners("error").length ? super.emit("error", i) : false;
      return this[J](), n;
    } else if (t === "resume") {
      let n = super.emit("resume");
      return this[J](), n;
    } else if (t === "finish" || t === "prefinish") {
      let n = super.emit(t);
      return this.removeAllListeners(t), n;
    }
    let r = super.emit(t, ...e);
    return this[J](), r;
  }
  [Oi](t) {
    for (let i of this[N]) i.dest.write(t) === false && this.pause();
    let e = this[C] ? false : super.emit("data", t);
    return this[J](), e;
  }
  [Is]() {
    return this[nt] ? false : (this[nt] = true, this.readable = false, this[Z] ? (jt(() => this[Ti]()), true) : this[Ti]());
  }
  [Ti]() {
    if (this[Mt]) {
      let e = this[Mt].end();
      if (e) {
        for (let i of this[N]) i.dest.write(e);
        this[C] || super.emit("data", e);
      }
    }
    for (let e of this[N]) e.end();
    let t = super.emit("end");
    return this.removeAllListeners("end"), t;
  }
  async collect() {
    let t = Object.assign([], { dataLength: 0 });
    this[L] || (t.dataLength = 0);
    let e = this.promise();
    return this.on("data", (i) => {
      t.push(i), this[L] || (t.dataLength += i.length);
    }), await e, t;
  }
  async concat() {
    if (this[L]) throw new Error("cannot concat in objectMode");
    let t = await this.collect();
    return this[z] ? t.join("") : Buffer.concat(t, t.dataLength);
  }
  async promise() {
    return new Promise((t, e) => {
      this.on(S, () => e(new Error("stream destroyed"))), this.on("error", (i) => e(i)), this.on("end", () => t());
    });
  }
  [Symbol.asyncIterator]() {
    this[C] = false;
    let t = false, e = async () => (this.pause(), t = true, { value: void 0, done: true });
    return { next: () => {
      if (t) return e();
      let r = this.read();
      if (r !== null) return Promise.resolve({ done: false, value: r });
      if (this[Q]) return e();
      let n, o, h = (d) => {
        this.off("data", a), this.off("end", l), this.off(S, c), e(), o(d);
      }, a = (d) => {
        this.off("error", h), this.off("end", l), this.off(S, c), this.pause(), n({ value: d, done: !!this[Q] });
      }, l = () => {
        this.off("error", h), this.off("data", a), this.off(S, c), e(), n({ done: true, value: void 0 });
      }, c = () => h(new Error("stream destroyed"));
      return new Promise((d, y) => {
        o = y, n = d, this.once(S, c), this.once("error", h), this.once("end", l), this.once("data", a);
      });
    }, throw: e, return: e, [Symbol.asyncIterator]() {
      return this;
    }, [Symbol.asyncDispose]: async () => {
    } };
  }
  [Symbol.iterator]() {
    this[C] = false;
    let t = false, e = () => (this.pause(), this.off(_i, e), this.off(S, e), this.off("end", e), t = true, { done: true, value: void 0 }), i = () => {
      if (t) return e();
      let r = this.read();
      return r === null ? e() : { done: false, value: r };
    };
    return this.once("end", e), this.once(_i, e), this.once(S, e), { next: i, throw: e, return: e, [Symbol.iterator]() {
      return this;
    }, [Symbol.dispose]: () => {
    } };
  }
  destroy(t) {
    if (this[S]) return t ? this.emit("error", t) : this.emit(S), this;
    this[S] = true, this[C] = true, this[b].length = 0, this[_] = 0;
    let e = this;
    return typeof e.close == "function" && !this[Ne] && e.close(), t ? this.emit("error", t) : this.emit(S), this;
  }
  static get isStream() {
    return Wr;
  }
};
var Jr = I.writev;
var ht = /* @__PURE__ */ Symbol("_autoClose");
var H = /* @__PURE__ */ Symbol("_close");
var te = /* @__PURE__ */ Symbol("_ended");
var m = /* @__PURE__ */ Symbol("_fd");
var Ni = /* @__PURE__ */ Symbol("_finished");
var tt = /* @__PURE__ */ Symbol("_flags");
var Ai = /* @__PURE__ */ Symbol("_flush");
var ki = /* @__PURE__ */ Symbol("_handleChunk");
var vi = /* @__PURE__ */ Symbol("_makeBuf");
var ie = /* @__PURE__ */ Symbol("_mode");
var ke = /* @__PURE__ */ Symbol("_needDrain");
var Ut = /* @__PURE__ */ Symbol("_onerror");
var Ht = /* @__PURE__ */ Symbol("_onopen");
var Ii = /* @__PURE__ */ Symbol("_onread");
var Pt = /* @__PURE__ */ Symbol("_onwrite");
var at = /* @__PURE__ */ Symbol("_open");
var U = /* @__PURE__ */ Symbol("_path");
var ot = /* @__PURE__ */ Symbol("_pos");
var Y = /* @__PURE__ */ Symbol("_queue");
var zt = /* @__PURE__ */ Symbol("_read");
var Ci = /* @__PURE__ */ Symbol("_readSize");
var j = /* @__PURE__ */ Symbol("_reading");
var ee = /* @__PURE__ */ Symbol("_remain");
var Fi = /* @__PURE__ */ Symbol("_size");
var ve = /* @__PURE__ */ Symbol("_write");
var gt = /* @__PURE__ */ Symbol("_writing");
var Me = /* @__PURE__ */ Symbol("_defaultFlag");
var bt = /* @__PURE__ */ Symbol("_errored");
var _t = class extends A {
  [bt] = false;
  [m];
  [U];
  [Ci];
  [j] = false;
  [Fi];
  [ee];
  [ht];
  constructor(t, e) {
    if (e = e || {}, super(e), this.readable = true, this.writable = false, typeof t != "string") throw new TypeError("path must be a string");
    this[bt] = false, this[m] = typeof e.fd == "number" ? e.fd : void 0, this[U] = t, this[Ci] = e.readSize || 16 * 1024 * 1024, this[j] = false, this[Fi] = typeof e.size == "number" ? e.size : 1 / 0, this[ee] = this[Fi], this[ht] = typeof e.autoClose == "boolean" ? e.autoClose : true, typeof this[m] == "number" ? this[zt]() : this[at]();
  }
  get fd() {
    return this[m];
  }
  get path() {
    return this[U];
  }
  write() {
    throw new TypeError("this is a readable stream");
  }
  end() {
    throw new TypeError("this is a readable stream");
  }
  [at]() {
    I.open(this[U], "r", (t, e) => this[Ht](t, e));
  }
  [Ht](t, e) {
    t ? this[Ut](t) : (this[m] = e, this.emit("open", e), this[zt]());
  }
  [vi]() {
    return Buffer.allocUnsafe(Math.min(this[Ci], this[ee]));
  }
  [zt]() {
    if (!this[j]) {
      this[j] = true;
      let t = this[vi]();
      if (t.length === 0) return process.nextTick(() => this[Ii](null, 0, t));
      I.read(this[m], t, 0, t.length, null, (e, i, r) => this[Ii](e, i, r));
    }
  }
  [Ii](t, e, i) {
    this[j] = false, t ? this[Ut](t) : this[ki](e, i) && this[zt]();
  }
  [H]() {
    if (this[ht] && typeof this[m] == "number") {
      let t = this[m];
      this[m] = void 0, I.close(t, (e) => e ? this.emit("error", e) : this.emit("close"));
    }
  }
  [Ut](t) {
    this[j] = true, this[H](), this.emit("error", t);
  }
  [ki](t, e) {
    let i = false;
    return this[ee] -= t, t > 0 && (i = super.write(t < e.length ? e.subarray(0, t) : e)), (t === 0 || this[ee] <= 0) && (i = false, this[H](), super.end()), i;
  }
  emit(t, ...e) {
    switch (t) {
      case "prefinish":
      case "finish":
        return false;
      case "drain":
        return typeof this[m] == "number" && this[zt](), false;
      case "error":
        return this[bt] ? false : (this[bt] = true, super.emit(t, ...e));
      default:
        return super.emit(t, ...e);
    }
  }
};
var Be = class extends _t {
  [at]() {
    let t = true;
    try {
      this[Ht](null, I.openSync(this[U], "r")), t = false;
    } finally {
      t && this[H]();
    }
  }
  [zt]() {
    let t = true;
    try {
      if (!this[j]) {
        this[j] = true;
        do {
          let e = this[vi](), i = e.length === 0 ? 0 : I.readSync(this[m], e, 0, e.length, null);
          if (!this[ki](i, e)) break;
        } while (true);
        this[j] = false;
      }
      t = false;
    } finally {
      t && this[H]();
    }
  }
  [H]() {
    if (this[ht] && typeof this[m] == "number") {
      let t = this[m];
      this[m] = void 0, I.closeSync(t), this.emit("close");
    }
  }
};
var et = class extends Qr {
  readable = false;
  writable = true;
  [bt] = false;
  [gt] = false;
  [te] = false;
  [Y] = [];
  [ke] = false;
  [U];
  [ie];
  [ht];
  [m];
  [Me];
  [tt];
  [Ni] = false;
  [ot];
  constructor(t, e) {
    e = e || {}, super(e), this[U] = t, this[m] = typeof e.fd == "number" ? e.fd : void 0, this[ie] = e.mode === void 0 ? 438 : e.mode, this[ot] = typeof e.start == "number" ? e.start : void 0, this[ht] = typeof e.autoClose == "boolean" ? e.autoClose : true;
    let i = this[ot] !== void 0 ? "r+" : "w";
    this[Me] = e.flags === void 0, this[tt] = e.flags === void 0 ? i : e.flags, this[m] === void 0 && this[at]();
  }
  emit(t, ...e) {
    if (t === "error") {
      if (this[bt]) return false;
      this[bt] = true;
    }
    return super.emit(t, ...e);
  }
  get fd() {
    return this[m];
  }
  get path() {
    return this[U];
  }
  [Ut](t) {
    this[H](), this[gt] = true, this.emit("error", t);
  }
  [at]() {
    I.open(this[U], this[tt], this[ie], (t, e) => this[Ht](t, e));
  }
  [Ht](t, e) {
    this[Me] && this[tt] === "r+" && t && t.code === "ENOENT" ? (this[tt] = "w", this[at]()) : t ? this[Ut](t) : (this[m] = e, this.emit("open", e), this[gt] || this[Ai]());
  }
  end(t, e) {
    return t && this.write(t, e), this[te] = true, !this[gt] && !this[Y].length && typeof this[m] == "number" && this[Pt](null, 0), this;
  }
  write(t, e) {
    return typeof t == "string" && (t = Buffer.from(t, e)), this[te] ? (this.emit("error", new Error("write() after end()")), false) : this[m] === void 0 || this[gt] || this[Y].length ? (this[Y].push(t), this[ke] = true, false) : (this[gt] = true, this[ve](t), true);
  }
  [ve](t) {
    I.write(this[m], t, 0, t.length, this[ot], (e, i) => this[Pt](e, i));
  }
  [Pt](t, e) {
    t ? this[Ut](t) : (this[ot] !== void 0 && typeof e == "number" && (this[ot] += e), this[Y].length ? this[Ai]() : (this[gt] = false, this[te] && !this[Ni] ? (this[Ni] = true, this[H](), this.emit("finish")) : this[ke] && (this[ke] = false, this.emit("drain"))));
  }
  [Ai]() {
    if (this[Y].length === 0) this[te] && this[Pt](null, 0);
    else if (this[Y].length === 1) this[ve](this[Y].pop());
    else {
      let t = this[Y];
      this[Y] = [], Jr(this[m], t, this[ot], (e, i) => this[Pt](e, i));
    }
  }
  [H]() {
    if (this[ht] && typeof this[m] == "number") {
      let t = this[m];
      this[m] = void 0, I.close(t, (e) => e ? this.emit("error", e) : this.emit("close"));
    }
  }
};
var Wt = class extends et {
  [at]() {
    let t;
    if (this[Me] && this[tt] === "r+") try {
      t = I.openSync(this[U], this[tt], this[ie]);
    } catch (e) {
      if (e?.code === "ENOENT") return this[tt] = "w", this[at]();
      throw e;
    }
    else t = I.openSync(this[U], this[tt], this[ie]);
    this[Ht](null, t);
  }
  [H]() {
    if (this[ht] && typeof this[m] == "number") {
      let t = this[m];
      this[m] = void 0, I.closeSync(t), this.emit("close");
    }
  }
  [ve](t) {
    let e = true;
    try {
      this[Pt](null, I.writeSync(this[m], t, 0, t.length, this[ot])), e = false;
    } finally {
      if (e) try {
        this[H]();
      } catch {
      }
    }
  }
};
var jr = /* @__PURE__ */ new Map([["C", "cwd"], ["f", "file"], ["z", "gzip"], ["P", "preservePaths"], ["U", "unlink"], ["strip-components", "strip"], ["stripComponents", "strip"], ["keep-newer", "newer"], ["keepNewer", "newer"], ["keep-newer-files", "newer"], ["keepNewerFiles", "newer"], ["k", "keep"], ["keep-existing", "keep"], ["keepExisting", "keep"], ["m", "noMtime"], ["no-mtime", "noMtime"], ["p", "preserveOwner"], ["L", "follow"], ["h", "follow"], ["onentry", "onReadEntry"]]);
var Fs = (s3) => !!s3.sync && !!s3.file;
var ks = (s3) => !s3.sync && !!s3.file;
var vs = (s3) => !!s3.sync && !s3.file;
var Ms = (s3) => !s3.sync && !s3.file;
var Bs = (s3) => !!s3.file;
var tn = (s3) => {
  let t = jr.get(s3);
  return t || s3;
};
var se = (s3 = {}) => {
  if (!s3) return {};
  let t = {};
  for (let [e, i] of Object.entries(s3)) {
    let r = tn(e);
    t[r] = i;
  }
  return t.chmod === void 0 && t.noChmod === false && (t.chmod = true), delete t.noChmod, t;
};
var K = (s3, t, e, i, r) => Object.assign((n = [], o, h) => {
  Array.isArray(n) && (o = n, n = {}), typeof o == "function" && (h = o, o = void 0), o = o ? Array.from(o) : [];
  let a = se(n);
  if (r?.(a, o), Fs(a)) {
    if (typeof h == "function") throw new TypeError("callback not supported for sync tar functions");
    return s3(a, o);
  } else if (ks(a)) {
    let l = t(a, o);
    return h ? l.then(() => h(), h) : l;
  } else if (vs(a)) {
    if (typeof h == "function") throw new TypeError("callback not supported for sync tar functions");
    return e(a, o);
  } else if (Ms(a)) {
    if (typeof h == "function") throw new TypeError("callback only supported with file option");
    return i(a, o);
  }
  throw new Error("impossible options??");
}, { syncFile: s3, asyncFile: t, syncNoFile: e, asyncNoFile: i, validate: r });
var sn = en.constants || { ZLIB_VERNUM: 4736 };
var M = Object.freeze(Object.assign(/* @__PURE__ */ Object.create(null), { Z_NO_FLUSH: 0, Z_PARTIAL_FLUSH: 1, Z_SYNC_FLUSH: 2, Z_FULL_FLUSH: 3, Z_FINISH: 4, Z_BLOCK: 5, Z_OK: 0, Z_STREAM_END: 1, Z_NEED_DICT: 2, Z_ERRNO: -1, Z_STREAM_ERROR: -2, Z_DATA_ERROR: -3, Z_MEM_ERROR: -4, Z_BUF_ERROR: -5, Z_VERSION_ERROR: -6, Z_NO_COMPRESSION: 0, Z_BEST_SPEED: 1, Z_BEST_COMPRESSION: 9, Z_DEFAULT_COMPRESSION: -1, Z_FILTERED: 1, Z_HUFFMAN_ONLY: 2, Z_RLE: 3, Z_FIXED: 4, Z_DEFAULT_STRATEGY: 0, DEFLATE: 1, INFLATE: 2, GZIP: 3, GUNZIP: 4, DEFLATERAW: 5, INFLATERAW: 6, UNZIP: 7, BROTLI_DECODE: 8, BROTLI_ENCODE: 9, Z_MIN_WINDOWBITS: 8, Z_MAX_WINDOWBITS: 15, Z_DEFAULT_WINDOWBITS: 15, Z_MIN_CHUNK: 64, Z_MAX_CHUNK: 1 / 0, Z_DEFAULT_CHUNK: 16384, Z_MIN_MEMLEVEL: 1, Z_MAX_MEMLEVEL: 9, Z_DEFAULT_MEMLEVEL: 8, Z_MIN_LEVEL: -1, Z_MAX_LEVEL: 9, Z_DEFAULT_LEVEL: -1, BROTLI_OPERATION_PROCESS: 0, BROTLI_OPERATION_FLUSH: 1, BROTLI_OPERATION_FINISH: 2, BROTLI_OPERATION_EMIT_METADATA: 3, BROTLI_MODE_GENERIC: 0, BROTLI_MODE_TEXT: 1, BROTLI_MODE_FONT: 2, BROTLI_DEFAULT_MODE: 0, BROTLI_MIN_QUALITY: 0, BROTLI_MAX_QUALITY: 11, BROTLI_DEFAULT_QUALITY: 11, BROTLI_MIN_WINDOW_BITS: 10, BROTLI_MAX_WINDOW_BITS: 24, BROTLI_LARGE_MAX_WINDOW_BITS: 30, BROTLI_DEFAULT_WINDOW: 22, BROTLI_MIN_INPUT_BLOCK_BITS: 16, BROTLI_MAX_INPUT_BLOCK_BITS: 24, BROTLI_PARAM_MODE: 0, BROTLI_PARAM_QUALITY: 1, BROTLI_PARAM_LGWIN: 2, BROTLI_PARAM_LGBLOCK: 3, BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING: 4, BROTLI_PARAM_SIZE_HINT: 5, BROTLI_PARAM_LARGE_WINDOW: 6, BROTLI_PARAM_NPOSTFIX: 7, BROTLI_PARAM_NDIRECT: 8, BROTLI_DECODER_RESULT_ERROR: 0, BROTLI_DECODER_RESULT_SUCCESS: 1, BROTLI_DECODER_RESULT_NEEDS_MORE_INPUT: 2, BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT: 3, BROTLI_DECODER_PARAM_DISABLE_RING_BUFFER_REALLOCATION: 0, BROTLI_DECODER_PARAM_LARGE_WINDOW: 1, BROTLI_DECODER_NO_ERROR: 0, BROTLI_DECODER_SUCCESS: 1, BROTLI_DECODER_NEEDS_MORE_INPUT: 2, BROTLI_DECODER_NEEDS_MORE_OUTPUT: 3, BROTLI_DECODER_ERROR_FORMAT_EXUBERANT_NIBBLE: -1, BROTLI_DECODER_ERROR_FORMAT_RESERVED: -2, BROTLI_DECODER_ERROR_FORMAT_EXUBERANT_META_NIBBLE: -3, BROTLI_DECODER_ERROR_FORMAT_SIMPLE_HUFFMAN_ALPHABET: -4, BROTLI_DECODER_ERROR_FORMAT_SIMPLE_HUFFMAN_SAME: -5, BROTLI_DECODER_ERROR_FORMAT_CL_SPACE: -6, BROTLI_DECODER_ERROR_FORMAT_HUFFMAN_SPACE: -7, BROTLI_DECODER_ERROR_FORMAT_CONTEXT_MAP_REPEAT: -8, BROTLI_DECODER_ERROR_FORMAT_BLOCK_LENGTH_1: -9, BROTLI_DECODER_ERROR_FORMAT_BLOCK_LENGTH_2: -10, BROTLI_DECODER_ERROR_FORMAT_TRANSFORM: -11, BROTLI_DECODER_ERROR_FORMAT_DICTIONARY: -12, BROTLI_DECODER_ERROR_FORMAT_WINDOW_BITS: -13, BROTLI_DECODER_ERROR_FORMAT_PADDING_1: -14, BROTLI_DECODER_ERROR_FORMAT_PADDING_2: -15, BROTLI_DECODER_ERROR_FORMAT_DISTANCE: -16, BROTLI_DECODER_ERROR_DICTIONARY_NOT_SET: -19, BROTLI_DECODER_ERROR_INVALID_ARGUMENTS: -20, BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MODES: -21, BROTLI_DECODER_ERROR_ALLOC_TREE_GROUPS: -22, BROTLI_DECODER_ERROR_ALLOC_CONTEXT_MAP: -25, BROTLI_DECODER_ERROR_ALLOC_RING_BUFFER_1: -26, BROTLI_DECODER_ERROR_ALLOC_RING_BUFFER_2: -27, BROTLI_DECODER_ERROR_ALLOC_BLOCK_TYPE_TREES: -30, BROTLI_DECODER_ERROR_UNREACHABLE: -31 }, sn));
var rn = Ot.concat;
var zs = Object.getOwnPropertyDescriptor(Ot, "concat");
var nn = (s3) => s3;
var Bi = zs?.writable === true || zs?.set !== void 0 ? (s3) => {
  Ot.concat = s3 ? nn : rn;
} : (s3) => {
};
var Tt = /* @__PURE__ */ Symbol("_superWrite");
var Gt = class extends Error {
  code;
  errno;
  constructor(t, e) {
    super("zlib: " + t.message, { cause: t }), this.code = t.code, this.errno = t.errno, this.code || (this.code = "ZLIB_ERROR"), this.message = "zlib: " + t.message, Error.captureStackTrace(this, e ?? this.constructor);
  }
  get name() {
    return "ZlibError";
  }
};
var Pi = /* @__PURE__ */ Symbol("flushFlag");
var re = class extends A {
  #t = false;
  #i = false;
  #s;
  #n;
  #r;
  #e;
  #o;
  get sawError() {
    return this.#t;
  }
  get handle() {
    return this.#e;
  }
  get flushFlag() {
    return this.#s;
  }
  constructor(t, e) {
    if (!t || typeof t != "object") throw new TypeError("invalid options for ZlibBase constructor");
    if (super(t), this.#s = t.flush ?? 0, this.#n = t.finishFlush ?? 0, this.#r = t.fullFlushFlag ?? 0, typeof Ps[e] != "function") throw new TypeError("Compression method not supported: " + e);
    try {
      this.#e = new Ps[e](t);
    } catch (i) {
      throw new Gt(i, this.constructor);
    }
    this.#o = (i) => {
      this.#t || (this.#t = true, this.close(), this.emit("error", i));
    }, this.#e?.on("error", (i) => this.#o(new Gt(i))), this.once("end", () => this.close);
  }
  close() {
    this.#e && (this.#e.close(), this.#e = void 0, this.emit("close"));
  }
  reset() {
    if (!this.#t) return zi(this.#e, "zlib binding closed"), this.#e.reset?.();
  }
  flush(t) {
    this.ended || (typeof t != "number" && (t = this.#r), this.write(Object.assign(Ot.alloc(0), { [Pi]: t })));
  }
  end(t, e, i) {
    return typeof t == "function" && (i = t, e = void 0, t = void 0), typeof e == "function" && (i = e, e = void 0), t && (e ? this.write(t, e) : this.write(t)), this.flush(this.#n), this.#i = true, super.end(i);
  }
  get ended() {
    return this.#i;
  }
  [Tt](t) {
    return super.write(t);
  }
  write(t, e, i) {
    if (typeof e == "function" && (i = e, e = "utf8"), typeof t == "string" && (t = Ot.from(t, e)), this.#t) return;
    zi(this.#e, "zlib binding closed");
    let r = this.#e._handle, n = r.close;
    r.close = () => {
    };
    let o = this.#e.close;
    this.#e.close = () => {
    }, Bi(true);
    let h;
    try {
      let l = typeof t[Pi] == "number" ? t[Pi] : this.#s;
      h = this.#e._processChunk(t, l), Bi(false);
    } catch (l) {
      Bi(false), this.#o(new Gt(l, this.write));
    } finally {
      this.#e && (this.#e._handle = r, r.close = n, this.#e.close = o, this.#e.removeAllListeners("error"));
    }
    this.#e && this.#e.on("error", (l) => this.#o(new Gt(l, this.write)));
    let a;
    if (h) if (Array.isArray(h) && h.length > 0) {
      let l = h[0];
      a = this[Tt](Ot.from(l));
      for (let c = 1; c < h.length; c++) a = this[Tt](h[c]);
    } else a = this[Tt](Ot.from(h));
    return i && i(), a;
  }
};
var Pe = class extends re {
  #t;
  #i;
  constructor(t, e) {
    t = t || {}, t.flush = t.flush || M.Z_NO_FLUSH, t.finishFlush = t.finishFlush || M.Z_FINISH, t.fullFlushFlag = M.Z_FULL_FLUSH, super(t, e), this.#t = t.level, this.#i = t.strategy;
  }
  params(t, e) {
    if (!this.sawError) {
      if (!this.handle) throw new Error("cannot switch params when binding is closed");
      if (!this.handle.params) throw new Error("not supported in this implementation");
      if (this.#t !== t || this.#i !== e) {
        this.flush(M.Z_SYNC_FLUSH), zi(this.handle, "zlib binding closed");
        let i = this.handle.flush;
        this.handle.flush = (r, n) => {
          typeof r == "function" && (n = r, r = this.flushFlag), this.flush(r), n?.();
        };
        try {
          this.handle.params(t, e);
        } finally {
          this.handle.flush = i;
        }
        this.handle && (this.#t = t, this.#i = e);
      }
    }
  }
};
var ze = class extends Pe {
  #t;
  constructor(t) {
    super(t, "Gzip"), this.#t = t && !!t.portable;
  }
  [Tt](t) {
    return this.#t ? (this.#t = false, t[9] = 255, super[Tt](t)) : super[Tt](t);
  }
};
var Ue = class extends Pe {
  constructor(t) {
    super(t, "Unzip");
  }
};
var He = class extends re {
  constructor(t, e) {
    t = t || {}, t.flush = t.flush || M.BROTLI_OPERATION_PROCESS, t.finishFlush = t.finishFlush || M.BROTLI_OPERATION_FINISH, t.fullFlushFlag = M.BROTLI_OPERATION_FLUSH, super(t, e);
  }
};
var We = class extends He {
  constructor(t) {
    super(t, "BrotliCompress");
  }
};
var Ge = class extends He {
  constructor(t) {
    super(t, "BrotliDecompress");
  }
};
var Ze = class extends re {
  constructor(t, e) {
    t = t || {}, t.flush = t.flush || M.ZSTD_e_continue, t.finishFlush = t.finishFlush || M.ZSTD_e_end, t.fullFlushFlag = M.ZSTD_e_flush, super(t, e);
  }
};
var Ye = class extends Ze {
  constructor(t) {
    super(t, "ZstdCompress");
  }
};
var Ke = class extends Ze {
  constructor(t) {
    super(t, "ZstdDecompress");
  }
};
var Us = (s3, t) => {
  if (Number.isSafeInteger(s3)) s3 < 0 ? an(s3, t) : hn(s3, t);
  else throw Error("cannot encode number outside of javascript safe integer range");
  return t;
};
var hn = (s3, t) => {
  t[0] = 128;
  for (var e = t.length; e > 1; e--) t[e - 1] = s3 & 255, s3 = Math.floor(s3 / 256);
};
var an = (s3, t) => {
  t[0] = 255;
  var e = false;
  s3 = s3 * -1;
  for (var i = t.length; i > 1; i--) {
    var r = s3 & 255;
    s3 = Math.floor(s3 / 256), e ? t[i - 1] = Ws(r) : r === 0 ? t[i - 1] = 0 : (e = true, t[i - 1] = Gs(r));
  }
};
var Hs = (s3) => {
  let t = s3[0], e = t === 128 ? cn(s3.subarray(1, s3.length)) : t === 255 ? ln(s3) : null;
  if (e === null) throw Error("invalid base256 encoding");
  if (!Number.isSafeInteger(e)) throw Error("parsed number outside of javascript safe integer range");
  return e;
};
var ln = (s3) => {
  for (var t = s3.length, e = 0, i = false, r = t - 1; r > -1; r--) {
    var n = Number(s3[r]), o;
    i ? o = Ws(n) : n === 0 ? o = n : (i = true, o = Gs(n)), o !== 0 && (e -= o * Math.pow(256, t - r - 1));
  }
  return e;
};
var cn = (s3) => {
  for (var t = s3.length, e = 0, i = t - 1; i > -1; i--) {
    var r = Number(s3[i]);
    r !== 0 && (e += r * Math.pow(256, t - i - 1));
  }
  return e;
};
var Ws = (s3) => (255 ^ s3) & 255;
var Gs = (s3) => (255 ^ s3) + 1 & 255;
var Hi = {};
Ur(Hi, { code: () => Ve, isCode: () => ne, isName: () => dn, name: () => oe, normalFsTypes: () => Ui });
var ne = (s3) => oe.has(s3);
var dn = (s3) => Ve.has(s3);
var Ui = /* @__PURE__ */ new Set(["0", "", "1", "2", "3", "4", "5", "6", "7", "D"]);
var oe = /* @__PURE__ */ new Map([["0", "File"], ["", "OldFile"], ["1", "Link"], ["2", "SymbolicLink"], ["3", "CharacterDevice"], ["4", "BlockDevice"], ["5", "Directory"], ["6", "FIFO"], ["7", "ContiguousFile"], ["g", "GlobalExtendedHeader"], ["x", "ExtendedHeader"], ["A", "SolarisACL"], ["D", "GNUDumpDir"], ["I", "Inode"], ["K", "NextFileHasLongLinkpath"], ["L", "NextFileHasLongPath"], ["M", "ContinuationFile"], ["N", "OldGnuLongPath"], ["S", "SparseFile"], ["V", "TapeVolumeHeader"], ["X", "OldExtendedHeader"]]);
var Ve = new Map(Array.from(oe).map((s3) => [s3[1], s3[0]]));
var un = (s3) => s3 === void 0 || s3 < 0 ? void 0 : s3;
var F = class {
  cksumValid = false;
  needPax = false;
  nullBlock = false;
  block;
  path;
  mode;
  uid;
  gid;
  size;
  cksum;
  #t = "Unsupported";
  linkpath;
  uname;
  gname;
  devmaj = 0;
  devmin = 0;
  atime;
  ctime;
  mtime;
  charset;
  comment;
  constructor(t, e = 0, i, r) {
    Buffer.isBuffer(t) ? this.decode(t, e || 0, i, r) : t && this.#i(t);
  }
  decode(t, e, i, r) {
    if (e || (e = 0), !t || !(t.length >= e + 512)) throw new Error("need 512 bytes for header");
    let n = xt(t, e + 156, 1), o = Ui.has(n), h = o ? i : void 0, a = o ? r : void 0;
    if (this.path = h?.path ?? xt(t, e, 100), this.mode = h?.mode ?? a?.mode ?? lt(t, e + 100, 8), this.uid = h?.uid ?? a?.uid ?? lt(t, e + 108, 8), this.gid = h?.gid ?? a?.gid ?? lt(t, e + 116, 8), this.size = un(h?.size ?? a?.size ?? lt(t, e + 124, 12)), this.mtime = h?.mtime ?? a?.mtime ?? Wi(t, e + 136, 12), this.cksum = lt(t, e + 148, 12), a && this.#i(a, true), h && this.#i(h), ne(n) && (this.#t = n || "0"), this.#t === "0" && this.path.slice(-1) === "/" && (this.#t = "5"), this.#t === "5" && (this.size = 0), this.linkpath = xt(t, e + 157, 100), t.subarray(e + 257, e + 265).toString() === "ustar\x0000") if (this.uname = h?.uname ?? a?.uname ?? xt(t, e + 265, 32), this.gname = h?.gname ?? a?.gname ?? xt(t, e + 297, 32), this.devmaj = h?.devmaj ?? a?.devmaj ?? lt(t, e + 329, 8) ?? 0, this.devmin = h?.devmin ?? a?.devmin ?? lt(t, e + 337, 8) ?? 0, t[e + 475] !== 0) {
      let c = xt(t, e + 345, 155);
      this.path = c + "/" + this.path;
    } else {
      let c = xt(t, e + 345, 130);
      c && (this.path = c + "/" + this.path), this.atime = i?.atime ?? r?.atime ?? Wi(t, e + 476, 12), this.ctime = i?.ctime ?? r?.ctime ?? Wi(t, e + 488, 12);
    }
    let l = 256;
    for (let c = e; c < e + 148; c++) l += t[c];
    for (let c = e + 156; c < e + 512; c++) l += t[c];
    this.cksumValid = l === this.cksum, this.cksum === void 0 && l === 256 && (this.nullBlock = true);
  }
  #i(t, e = false) {
    Object.assign(this, Object.fromEntries(Object.entries(t).filter(([i, r]) => !(r == null || i === "size" && Number(r) < 0 || i === "path" && e || i === "linkpath" && e || i === "global"))));
  }
  encode(t, e = 0) {
    if (t || (t = this.block = Buffer.alloc(512)), this.#t === "Unsupported" && (this.#t = "0"), !(t.length >= e + 512)) throw new Error("need 512 bytes for header");
    let i = this.ctime || this.atime ? 130 : 155, r = mn(this.path || "", i), n = r[0], o = r[1];
    this.needPax = !!r[2], this.needPax = Lt(t, e, 100, n) || this.needPax, this.needPax = ct(t, e + 100, 8, this.mode) || this.needPax, this.needPax = ct(t, e + 108, 8, this.uid) || this.needPax, this.needPax = ct(t, e + 116, 8, this.gid) || this.needPax, this.needPax = ct(t, e + 124, 12, this.size) || this.needPax, this.needPax = Gi(t, e + 136, 12, this.mtime) || this.needPax, t[e + 156] = Number(this.#t.codePointAt(0)), this.needPax = Lt(t, e + 157, 100, this.linkpath) || this.needPax, t.write("ustar\x0000", e + 257, 8), this.needPax = Lt(t, e + 265, 32, this.uname) || this.needPax, this.needPax = Lt(t, e + 297, 32, this.gname) || this.needPax, this.needPax = ct(t, e + 329, 8, this.devmaj) || this.needPax, this.needPax = ct(t, e + 337, 8, this.devmin) || this.needPax, this.needPax = Lt(t, e + 345, i, o) || this.needPax, t[e + 475] !== 0 ? this.needPax = Lt(t, e + 345, 155, o) || this.needPax : (this.needPax = Lt(t, e + 345, 130, o) || this.needPax, this.needPax = Gi(t, e + 476, 12, this.atime) || this.needPax, this.needPax = Gi(t, e + 488, 12, this.ctime) || this.needPax);
    let h = 256;
    for (let a = e; a < e + 148; a++) h += t[a];
    for (let a = e + 156; a < e + 512; a++) h += t[a];
    return this.cksum = h, ct(t, e + 148, 8, this.cksum), this.cksumValid = true, this.needPax;
  }
  get type() {
    return this.#t === "Unsupported" ? this.#t : oe.get(this.#t);
  }
  get typeKey() {
    return this.#t;
  }
  set type(t) {
    let e = String(Ve.get(t));
    if (ne(e) || e === "Unsupported") this.#t = e;
    else if (ne(t)) this.#t = t;
    else throw new TypeError("invalid entry type: " + t);
  }
};
var mn = (s3, t) => {
  let i = s3, r = "", n, o = Zt.parse(s3).root || ".";
  if (Buffer.byteLength(i) < 100) n = [i, r, false];
  else {
    r = Zt.dirname(i), i = Zt.basename(i);
    do
      Buffer.byteLength(i) <= 100 && Buffer.byteLength(r) <= t ? n = [i, r, false] : Buffer.byteLength(i) > 100 && Buffer.byteLength(r) <= t ? n = [i.slice(0, 99), r, true] : (i = Zt.join(Zt.basename(r), i), r = Zt.dirname(r));
    while (r !== o && n === void 0);
    n || (n = [s3.slice(0, 99), "", true]);
  }
  return n;
};
var xt = (s3, t, e) => s3.subarray(t, t + e).toString("utf8").replace(/\0.*/, "");
var Wi = (s3, t, e) => pn(lt(s3, t, e));
var pn = (s3) => s3 === void 0 ? void 0 : new Date(s3 * 1e3);
var lt = (s3, t, e) => Number(s3[t]) & 128 ? Hs(s3.subarray(t, t + e)) : wn(s3, t, e);
var En = (s3) => isNaN(s3) ? void 0 : s3;
var wn = (s3, t, e) => En(parseInt(s3.subarray(t, t + e).toString("utf8").replace(/\0.*$/, "").trim(), 8));
var Sn = { 12: 8589934591, 8: 2097151 };
var ct = (s3, t, e, i) => i === void 0 ? false : i > Sn[e] || i < 0 ? (Us(i, s3.subarray(t, t + e)), true) : (yn(s3, t, e, i), false);
var yn = (s3, t, e, i) => s3.write(Rn(i, e), t, e, "ascii");
var Rn = (s3, t) => gn(Math.floor(s3).toString(8), t);
var gn = (s3, t) => (s3.length === t - 1 ? s3 : new Array(t - s3.length - 1).join("0") + s3 + " ") + "\0";
var Gi = (s3, t, e, i) => i === void 0 ? false : ct(s3, t, e, i.getTime() / 1e3);
var bn = new Array(156).join("\0");
var Lt = (s3, t, e, i) => i === void 0 ? false : (s3.write(i + bn, t, e, "utf8"), i.length !== Buffer.byteLength(i) || i.length > e);
var ft = class s {
  atime;
  mtime;
  ctime;
  charset;
  comment;
  gid;
  uid;
  gname;
  uname;
  linkpath;
  dev;
  ino;
  nlink;
  path;
  size;
  mode;
  global;
  constructor(t, e = false) {
    this.atime = t.atime, this.charset = t.charset, this.comment = t.comment, this.ctime = t.ctime, this.dev = t.dev, this.gid = t.gid, this.global = e, this.gname = t.gname, this.ino = t.ino, this.linkpath = t.linkpath, this.mtime = t.mtime, this.nlink = t.nlink, this.path = t.path, this.size = t.size, this.uid = t.uid, this.uname = t.uname;
  }
  encode() {
    let t = this.encodeBody();
    if (t === "") return Buffer.allocUnsafe(0);
    let e = Buffer.byteLength(t), i = 512 * Math.ceil(1 + e / 512), r = Buffer.allocUnsafe(i);
    for (let n = 0; n < 512; n++) r[n] = 0;
    new F({ path: ("PaxHeader/" + _n(this.path ?? "")).slice(0, 99), mode: this.mode || 420, uid: this.uid, gid: this.gid, size: e, mtime: this.mtime, type: this.global ? "GlobalExtendedHeader" : "ExtendedHeader", linkpath: "", uname: this.uname || "", gname: this.gname || "", devmaj: 0, devmin: 0, atime: this.atime, ctime: this.ctime }).encode(r), r.write(t, 512, e, "utf8");
    for (let n = e + 512; n < r.length; n++) r[n] = 0;
    return r;
  }
  encodeBody() {
    return this.encodeField("path") + this.encodeField("ctime") + this.encodeField("atime") + this.encodeField("dev") + this.encodeField("ino") + this.encodeField("nlink") + this.encodeField("charset") + this.encodeField("comment") + this.encodeField("gid") + this.encodeField("gname") + this.encodeField("linkpath") + this.encodeField("mtime") + this.encodeField("size") + this.encodeField("uid") + this.encodeField("uname");
  }
  encodeField(t) {
    if (this[t] === void 0) return "";
    let e = this[t], i = e instanceof Date ? e.getTime() / 1e3 : e, r = " " + (t === "dev" || t === "ino" || t === "nlink" ? "SCHILY." : "") + t + "=" + i + `
`, n = Buffer.byteLength(r), o = Math.floor(Math.log(n) / Math.log(10)) + 1;
    return n + o >= Math.pow(10, o) && (o += 1), o + n + r;
  }
  static parse(t, e, i = false) {
    return new s(On(Tn(t), e), i);
  }
};
var On = (s3, t) => t ? Object.assign({}, t, s3) : s3;
var Tn = (s3) => s3.replace(/\n$/, "").split(`
`).reduce(xn, /* @__PURE__ */ Object.create(null));
var xn = (s3, t) => {
  let e = parseInt(t, 10);
  if (e !== Buffer.byteLength(t) + 1) return s3;
  t = t.slice((e + " ").length);
  let i = t.split("="), r = i.shift();
  if (!r) return s3;
  let n = r.replace(/^SCHILY\.(dev|ino|nlink)/, "$1"), o = i.join("=").replace(/\0.*/, "");
  switch (n) {
    case "path":
    case "linkpath":
    case "type":
    case "charset":
    case "comment":
    case "gname":
    case "uname":
      s3[n] = o;
      break;
    case "ctime":
    case "atime":
    case "mtime":
      s3[n] = new Date(Number(o) * 1e3);
      break;
    case "size":
      let h = +o;
      h >= 0 && (s3[n] = h);
      break;
    case "gid":
    case "uid":
    case "dev":
    case "ino":
    case "nlink":
    case "mode":
      s3[n] = +o;
      break;
  }
  return s3;
};
var Ln = process.env.TESTING_TAR_FAKE_PLATFORM || process.platform;
var f = Ln !== "win32" ? (s3) => String(s3) : (s3) => String(s3).replaceAll(/\\/g, "/");
var $e = class extends A {
  extended;
  globalExtended;
  header;
  startBlockSize;
  blockRemain;
  remain;
  type;
  meta = false;
  ignore = false;
  path;
  mode;
  uid;
  gid;
  uname;
  gname;
  size = 0;
  mtime;
  atime;
  ctime;
  linkpath;
  dev;
  ino;
  nlink;
  invalid = false;
  absolute;
  unsupported = false;
  constructor(t, e, i) {
    switch (super({}), this.pause(), this.extended = e, this.globalExtended = i, this.header = t, this.remain = t.size ?? 0, this.startBlockSize = 512 * Math.ceil(this.remain / 512), this.blockRemain = this.startBlockSize, this.type = t.type, this.type) {
      case "File":
      case "OldFile":
      case "Link":
      case "SymbolicLink":
      case "CharacterDevice":
      case "BlockDevice":
      case "Directory":
      case "FIFO":
      case "ContiguousFile":
      case "GNUDumpDir":
        break;
      case "NextFileHasLongLinkpath":
      case "NextFileHasLongPath":
      case "OldGnuLongPath":
      case "GlobalExtendedHeader":
      case "ExtendedHeader":
      case "OldExtendedHeader":
        this.meta = true;
        break;
      default:
        this.ignore = true;
    }
    if (!t.path) throw new Error("no path provided for tar.ReadEntry");
    this.path = f(t.path), this.mode = t.mode, this.mode && (this.mode = this.mode & 4095), this.uid = t.uid, this.gid = t.gid, this.uname = t.uname, this.gname = t.gname, this.size = this.remain, this.mtime = t.mtime, this.atime = t.atime, this.ctime = t.ctime, this.linkpath = t.linkpath ? f(t.linkpath) : void 0, this.uname = t.uname, this.gname = t.gname, e && this.#t(e), i && this.#t(i, true);
  }
  write(t) {
    let e = t.length;
    if (e > this.blockRemain) throw new Error("writing more to entry than is appropriate");
    let i = this.remain, r = this.blockRemain;
    return this.remain = Math.max(0, i - e), this.blockRemain = Math.max(0, r - e), this.ignore ? true : i >= e ? super.write(t) : super.write(t.subarray(0, i));
  }
  #t(t, e = false) {
    t.path && (t.path = f(t.path)), t.linkpath && (t.linkpath = f(t.linkpath)), Object.assign(this, Object.fromEntries(Object.entries(t).filter(([i, r]) => !(r == null || i === "path" && e))));
  }
};
var Dt = (s3, t, e, i = {}) => {
  s3.file && (i.file = s3.file), s3.cwd && (i.cwd = s3.cwd), i.code = e instanceof Error && e.code || t, i.tarCode = t, !s3.strict && i.recoverable !== false ? (e instanceof Error && (i = Object.assign(e, i), e = e.message), s3.emit("warn", t, e, i)) : e instanceof Error ? s3.emit("error", Object.assign(e, i)) : s3.emit("error", Object.assign(new Error(`${t}: ${e}`), i));
};
var Nn = 1024 * 1024;
var Xi = Buffer.from([31, 139]);
var qi = Buffer.from([40, 181, 47, 253]);
var An = Math.max(Xi.length, qi.length);
var B = /* @__PURE__ */ Symbol("state");
var Nt = /* @__PURE__ */ Symbol("writeEntry");
var it = /* @__PURE__ */ Symbol("readEntry");
var Zi = /* @__PURE__ */ Symbol("nextEntry");
var Zs = /* @__PURE__ */ Symbol("processEntry");
var V = /* @__PURE__ */ Symbol("extendedHeader");
var he = /* @__PURE__ */ Symbol("globalExtendedHeader");
var dt = /* @__PURE__ */ Symbol("meta");
var Ys = /* @__PURE__ */ Symbol("emitMeta");
var p = /* @__PURE__ */ Symbol("buffer");
var st = /* @__PURE__ */ Symbol("queue");
var ut = /* @__PURE__ */ Symbol("ended");
var Yi = /* @__PURE__ */ Symbol("emittedEnd");
var At = /* @__PURE__ */ Symbol("emit");
var w = /* @__PURE__ */ Symbol("unzip");
var Xe = /* @__PURE__ */ Symbol("consumeChunk");
var qe = /* @__PURE__ */ Symbol("consumeChunkSub");
var Ki = /* @__PURE__ */ Symbol("consumeBody");
var Ks = /* @__PURE__ */ Symbol("consumeMeta");
var Vs = /* @__PURE__ */ Symbol("consumeHeader");
var ae = /* @__PURE__ */ Symbol("consuming");
var Vi = /* @__PURE__ */ Symbol("bufferConcat");
var Qe = /* @__PURE__ */ Symbol("maybeEnd");
var Yt = /* @__PURE__ */ Symbol("writing");
var $ = /* @__PURE__ */ Symbol("aborted");
var Je = /* @__PURE__ */ Symbol("onDone");
var It = /* @__PURE__ */ Symbol("sawValidEntry");
var je = /* @__PURE__ */ Symbol("sawNullBlock");
var ti = /* @__PURE__ */ Symbol("sawEOF");
var $s = /* @__PURE__ */ Symbol("closeStream");
var In = 1e3;
var le = /* @__PURE__ */ Symbol("compressedBytesRead");
var $i = /* @__PURE__ */ Symbol("decompressedBytesRead");
var Xs = /* @__PURE__ */ Symbol("checkDecompressionRatio");
var Cn = () => true;
var rt = class extends Dn {
  file;
  strict;
  maxMetaEntrySize;
  filter;
  brotli;
  zstd;
  maxDecompressionRatio;
  writable = true;
  readable = false;
  [st] = [];
  [p];
  [it];
  [Nt];
  [B] = "begin";
  [dt] = "";
  [V];
  [he];
  [ut] = false;
  [w];
  [$] = false;
  [It];
  [je] = false;
  [ti] = false;
  [Yt] = false;
  [ae] = false;
  [Yi] = false;
  [le] = 0;
  [$i] = 0;
  constructor(t = {}) {
    super(), this.file = t.file || "", this.on(Je, () => {
      (this[B] === "begin" || this[It] === false) && this.warn("TAR_BAD_ARCHIVE", "Unrecognized archive format");
    }), t.ondone ? this.on(Je, t.ondone) : this.on(Je, () => {
      this.emit("prefinish"), this.emit("finish"), this.emit("end");
    }), this.strict = !!t.strict, this.maxDecompressionRatio = typeof t.maxDecompressionRatio == "number" ? t.maxDecompressionRatio : In, this.maxMetaEntrySize = t.maxMetaEntrySize || Nn, this.filter = typeof t.filter == "function" ? t.filter : Cn;
    let e = t.file && (t.file.endsWith(".tar.br") || t.file.endsWith(".tbr"));
    this.brotli = !(t.gzip || t.zstd) && t.brotli !== void 0 ? t.brotli : e ? void 0 : false;
    let i = t.file && (t.file.endsWith(".tar.zst") || t.file.endsWith(".tzst"));
    this.zstd = !(t.gzip || t.brotli) && t.zstd !== void 0 ? t.zstd : i ? true : void 0, this.on("end", () => this[$s]()), typeof t.onwarn == "function" && this.on("warn", t.onwarn), typeof t.onReadEntry == "function" && this.on("entry", t.onReadEntry);
  }
  warn(t, e, i = {}) {
    Dt(this, t, e, i);
  }
  [Vs](t, e) {
    this[It] === void 0 && (this[It] = false);
    let i;
    try {
      i = new F(t, e, this[V], this[he]);
    } catch (r) {
      return this.warn("TAR_ENTRY_INVALID", r);
    }
    if (i.nullBlock) this[je] ? (this[ti] = true, this[B] === "begin" && (this[B] = "header"), this[At]("eof")) : (this[je] = true, this[At]("nullBlock"));
    else if (this[je] = false, !i.cksumValid) this.warn("TAR_ENTRY_INVALID", "checksum failure", { header: i });
    else if (!i.path) this.warn("TAR_ENTRY_INVALID", "path is required", { header: i });
    else {
      let r = i.type;
      if (/^(Symbolic)?Link$/.test(r) && !i.linkpath) this.warn("TAR_ENTRY_INVALID", "linkpath required", { header: i });
      else if (!/^(Symbolic)?Link$/.test(r) && !/^(Global)?ExtendedHeader$/.test(r) && i.linkpath) this.warn("TAR_ENTRY_INVALID", "linkpath forbidden", { header: i });
      else {
        let n = this[Nt] = new $e(i, this[V], this[he]);
        if (!this[It]) if (n.remain) {
          let o = () => {
            n.invalid || (this[It] = true);
          };
          n.on("end", o);
        } else this[It] = true;
        n.meta ? n.size > this.maxMetaEntrySize ? (n.ignore = true, this[At]("ignoredEntry", n), this[B] = "ignore", n.resume()) : n.size > 0 && (this[dt] = "", n.on("data", (o) => this[dt] += o), this[B] = "meta") : (this[V] = void 0, n.ignore = n.ignore || !this.filter(n.path, n), n.ignore ? (this[At]("ignoredEntry", n), this[B] = n.remain ? "ignore" : "header", n.resume()) : (n.remain ? this[B] = "body" : (this[B] = "header", n.end()), this[it] ? this[st].push(n) : (this[st].push(n), this[Zi]())));
      }
    }
  }
  [$s]() {
    queueMicrotask(() => this.emit("close"));
  }
  [Zs](t) {
    let e = true;
    if (!t) this[it] = void 0, e = false;
    else if (Array.isArray(t)) {
      let [i, ...r] = t;
      this.emit(i, ...r);
    } else this[it] = t, this.emit("entry", t), t.emittedEnd || (t.on("end", () => this[Zi]()), e = false);
    return e;
  }
  [Zi]() {
    do
      ;
    while (this[Zs](this[st].shift()));
    if (this[st].length === 0) {
      let t = this[it];
      !t || t.flowing || t.size === t.remain ? this[Yt] || this.emit("drain") : t.once("drain", () => this.emit("drain"));
    }
  }
  [Ki](t, e) {
    let i = this[Nt];
    if (!i) throw new Error("attempt to consume body without entry??");
    let r = i.blockRemain ?? 0, n = r >= t.length && e === 0 ? t : t.subarray(e, e + r);
    return i.write(n), i.blockRemain || (this[B] = "header", this[Nt] = void 0, i.end()), n.length;
  }
  [Ks](t, e) {
    let i = this[Nt], r = this[Ki](t, e);
    return !this[Nt] && i && this[Ys](i), r;
  }
  [At](t, e, i) {
    this[st].length === 0 && !this[it] ? this.emit(t, e, i) : this[st].push([t, e, i]);
  }
  [Ys](t) {
    switch (this[At]("meta", this[dt]), t.type) {
      case "ExtendedHeader":
      case "OldExtendedHeader":
        this[V] = ft.parse(this[dt], this[V], false);
        break;
      case "GlobalExtendedHeader":
        this[he] = ft.parse(this[dt], this[he], true);
        break;
      case "NextFileHasLongPath":
      case "OldGnuLongPath": {
        let e = this[V] ?? /* @__PURE__ */ Object.create(null);
        this[V] = e, e.path = this[dt].replace(/\0.*/, "");
        break;
      }
      case "NextFileHasLongLinkpath": {
        let e = this[V] || /* @__PURE__ */ Object.create(null);
        this[V] = e, e.linkpath = this[dt].replace(/\0.*/, "");
        break;
      }
      default:
        throw new Error("unknown meta: " + t.type);
    }
  }
  abort(t) {
    if (!this[$]) {
      if (this[w]) {
        let e = this[w];
        e.write = () => true, e.end = () => e, e.emit = () => false, e.destroy?.();
      }
      this[$] = true, this.emit("abort", t), this.warn("TAR_ABORT", t, { recoverable: false });
    }
  }
  [Xs](t) {
    this[$i] += t.length;
    let e = this[$i] / this[le];
    return e > this.maxDecompressionRatio ? (this.abort(new Error(`max decompression ratio exceeded: ${e.toFixed(2)} > ${this.maxDecompressionRatio}`)), false) : true;
  }
  write(t, e, i) {
    if (typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, typeof e == "string" ? e : "utf8")), this[$]) return i?.(), false;
    if ((this[w] === void 0 || this.brotli === void 0 && this[w] === false) && t) {
      if (this[p] && (t = Buffer.concat([this[p], t]), this[p] = void 0), t.length < An) return this[p] = t, i?.(), true;
      for (let a = 0; this[w] === void 0 && a < Xi.length; a++) t[a] !== Xi[a] && (this[w] = false);
      let o = false;
      if (this[w] === false && this.zstd !== false) {
        o = true;
        for (let a = 0; a < qi.length; a++) if (t[a] !== qi[a]) {
          o = false;
          break;
        }
      }
      let h = this.brotli === void 0 && !o;
      if (this[w] === false && h) if (t.length < 512) if (this[ut]) this.brotli = true;
      else return this[p] = t, i?.(), true;
      else try {
        new F(t.subarray(0, 512)), this.brotli = false;
      } catch {
        this.brotli = true;
      }
      if (this[w] === void 0 || this[w] === false && (this.brotli || o)) {
        let a = this[ut];
        this[ut] = false, this[w] = this[w] === void 0 ? new Ue({}) : o ? new Ke({}) : new Ge({}), this[w].on("data", (c) => {
          this[Xs](c) && this[Xe](c);
        }), this[w].on("error", (c) => {
          this[$] || this.abort(c);
        }), this[w].on("end", () => {
          this[ut] = true, this[Xe]();
        }), this[Yt] = true, this[le] += t.length;
        let l = !!this[w][a ? "end" : "write"](t);
        return this[Yt] = false, i?.(), l;
      }
    }
    this[Yt] = true, this[w] ? (this[le] += t.length, this[w].write(t)) : this[Xe](t), this[Yt] = false;
    let n = this[st].length > 0 ? false : this[it] ? this[it].flowing : true;
    return !n && this[st].length === 0 && this[it]?.once("drain", () => this.emit("drain")), i?.(), n;
  }
  [Vi](t) {
    t && !this[$] && (this[p] = this[p] ? Buffer.concat([this[p], t]) : t);
  }
  [Qe]() {
    if (this[ut] && !this[Yi] && !this[$] && !this[ae]) {
      this[Yi] = true;
      let t = this[Nt];
      if (t?.blockRemain) {
        let e = this[p] ? this[p].length : 0;
        this.warn("TAR_BAD_ARCHIVE", `Truncated input (needed ${t.blockRemain} more bytes, only ${e} available)`, { entry: t }), this[p] && t.write(this[p]), t.end();
      }
      this[At](Je);
    }
  }
  [Xe](t) {
    if (this[ae] && t) this[Vi](t);
    else if (!t && !this[p]) this[Qe]();
    else if (t) {
      if (this[ae] = true, this[p]) {
        this[Vi](t);
        let e = this[p];
        this[p] = void 0, this[qe](e);
      } else this[qe](t);
      for (; this[p] && this[p]?.length >= 512 && !this[$] && !this[ti]; ) {
        let e = this[p];
        this[p] = void 0, this[qe](e);
      }
      this[ae] = false;
    }
    (!this[p] || this[ut]) && this[Qe]();
  }
  [qe](t) {
    let e = 0, i = t.length;
    for (; e + 512 <= i && !this[$] && !this[ti]; ) switch (this[B]) {
      case "begin":
      case "header":
        this[Vs](t, e), e += 512;
        break;
      case "ignore":
      case "body":
        e += this[Ki](t, e);
        break;
      case "meta":
        e += this[Ks](t, e);
        break;
      default:
        throw new Error("invalid state: " + this[B]);
    }
    e < i && (this[p] = this[p] ? Buffer.concat([t.subarray(e), this[p]]) : t.subarray(e));
  }
  end(t, e, i) {
    return typeof t == "function" && (i = t, e = void 0, t = void 0), typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, e)), i && this.once("finish", i), this[$] || (this[w] ? (t && (this[le] += t.length, this[w].write(t)), this[w].end()) : (this[ut] = true, (this.brotli === void 0 || this.zstd === void 0) && (t = t || Buffer.alloc(0)), t && this.write(t), this[Qe]())), this;
  }
};
var mt = (s3) => {
  let t = s3.length - 1, e = -1;
  for (; t > -1 && s3.charAt(t) === "/"; ) e = t, t--;
  return e === -1 ? s3 : s3.slice(0, e);
};
var vn = (s3) => {
  let t = s3.onReadEntry;
  s3.onReadEntry = t ? (e) => {
    t(e), e.resume();
  } : (e) => e.resume();
};
var Qi = (s3, t) => {
  let e = new Map(t.map((o) => [mt(o), true])), i = s3.filter, r = 100, n = (o, h = "", a = 0) => {
    if (a >= r) return e.set(o, false), false;
    let l = h || kn(o).root || ".", c;
    if (o === l) c = false;
    else {
      let d = e.get(o);
      c = d !== void 0 ? d : n(Fn(o), l, a + 1);
    }
    return e.set(o, c), c;
  };
  s3.filter = i ? (o, h) => i(o, h) && n(mt(o)) : (o) => n(mt(o));
};
var Mn = (s3) => {
  let t = new rt(s3), e = s3.file, i;
  try {
    i = Kt.openSync(e, "r");
    let r = Kt.fstatSync(i), n = s3.maxReadSize || 16 * 1024 * 1024;
    if (r.size < n) {
      let o = Buffer.allocUnsafe(r.size), h = Kt.readSync(i, o, 0, r.size, 0);
      t.end(h === o.byteLength ? o : o.subarray(0, h));
    } else {
      let o = 0, h = Buffer.allocUnsafe(n);
      for (; o < r.size; ) {
        let a = Kt.readSync(i, h, 0, n, o);
        if (a === 0) break;
        o += a, t.write(h.subarray(0, a));
      }
      t.end();
    }
  } finally {
    if (typeof i == "number") try {
      Kt.closeSync(i);
    } catch {
    }
  }
};
var Bn = (s3, t) => {
  let e = new rt(s3), i = s3.maxReadSize || 16 * 1024 * 1024, r = s3.file;
  return new Promise((o, h) => {
    e.on("error", h), e.on("end", o), Kt.stat(r, (a, l) => {
      if (a) h(a);
      else {
        let c = new _t(r, { readSize: i, size: l.size });
        c.on("error", h), c.pipe(e);
      }
    });
  });
};
var Ct = K(Mn, Bn, (s3) => new rt(s3), (s3) => new rt(s3), (s3, t) => {
  t?.length && Qi(s3, t), s3.noResume || vn(s3);
});
var Ji = (s3, t, e) => (s3 &= 4095, e && (s3 = (s3 | 384) & -19), t && (s3 & 256 && (s3 |= 64), s3 & 32 && (s3 |= 8), s3 & 4 && (s3 |= 1)), s3);
var { isAbsolute: zn, parse: qs } = Pn;
var ce = (s3) => {
  let t = "", e = qs(s3);
  for (; zn(s3) || e.root; ) {
    let i = s3.charAt(0) === "/" && s3.slice(0, 4) !== "//?/" ? "/" : e.root;
    s3 = s3.slice(i.length), t += i, e = qs(s3);
  }
  return [t, s3];
};
var ei = ["|", "<", ">", "?", ":"];
var ji = ei.map((s3) => String.fromCodePoint(61440 + Number(s3.codePointAt(0))));
var Un = new Map(ei.map((s3, t) => [s3, ji[t]]));
var Hn = new Map(ji.map((s3, t) => [s3, ei[t]]));
var ts = (s3) => ei.reduce((t, e) => t.split(e).join(Un.get(e)), s3);
var Qs = (s3) => ji.reduce((t, e) => t.split(e).join(Hn.get(e)), s3);
var rr = (s3, t) => t ? (s3 = f(s3).replace(/^\.(\/|$)/, ""), mt(t) + "/" + s3) : f(s3);
var Wn = 16 * 1024 * 1024;
var tr = /* @__PURE__ */ Symbol("process");
var er = /* @__PURE__ */ Symbol("file");
var ir = /* @__PURE__ */ Symbol("directory");
var is = /* @__PURE__ */ Symbol("symlink");
var sr = /* @__PURE__ */ Symbol("hardlink");
var fe = /* @__PURE__ */ Symbol("header");
var ii = /* @__PURE__ */ Symbol("read");
var ss = /* @__PURE__ */ Symbol("lstat");
var si = /* @__PURE__ */ Symbol("onlstat");
var rs = /* @__PURE__ */ Symbol("onread");
var ns = /* @__PURE__ */ Symbol("onreadlink");
var os = /* @__PURE__ */ Symbol("openfile");
var hs = /* @__PURE__ */ Symbol("onopenfile");
var pt = /* @__PURE__ */ Symbol("close");
var ri = /* @__PURE__ */ Symbol("mode");
var as = /* @__PURE__ */ Symbol("awaitDrain");
var es = /* @__PURE__ */ Symbol("ondrain");
var q = /* @__PURE__ */ Symbol("prefix");
var de = class extends A {
  path;
  portable;
  myuid = process.getuid && process.getuid() || 0;
  myuser = process.env.USER || "";
  maxReadSize;
  linkCache;
  statCache;
  preservePaths;
  cwd;
  strict;
  mtime;
  noPax;
  noMtime;
  prefix;
  fd;
  blockLen = 0;
  blockRemain = 0;
  buf;
  pos = 0;
  remain = 0;
  length = 0;
  offset = 0;
  win32;
  absolute;
  header;
  type;
  linkpath;
  stat;
  onWriteEntry;
  #t = false;
  constructor(t, e = {}) {
    let i = se(e);
    super(), this.path = f(t), this.portable = !!i.portable, this.maxReadSize = i.maxReadSize || Wn, this.linkCache = i.linkCache || /* @__PURE__ */ new Map(), this.statCache = i.statCache || /* @__PURE__ */ new Map(), this.preservePaths = !!i.preservePaths, this.cwd = f(i.cwd || process.cwd()), this.strict = !!i.strict, this.noPax = !!i.noPax, this.noMtime = !!i.noMtime, this.mtime = i.mtime, this.prefix = i.prefix ? f(i.prefix) : void 0, this.onWriteEntry = i.onWriteEntry, typeof i.onwarn == "function" && this.on("warn", i.onwarn);
    let r = false;
    if (!this.preservePaths) {
      let [o, h] = ce(this.path);
      o && typeof h == "string" && (this.path = h, r = o);
    }
    this.win32 = !!i.win32 || process.platform === "win32", this.win32 && (this.path = Qs(this.path.replaceAll(/\\/g, "/")), t = t.replaceAll(/\\/g, "/")), this.absolute = f(i.absolute || js.resolve(this.cwd, t)), this.path === "" && (this.path = "./"), r && this.warn("TAR_ENTRY_INFO", `stripping ${r} from absolute path`, { entry: this, path: r + this.path });
    let n = this.statCache.get(this.absolute);
    n ? this[si](n) : this[ss]();
  }
  warn(t, e, i = {}) {
    return Dt(this, t, e, i);
  }
  emit(t, ...e) {
    return t === "error" && (this.#t = true), super.emit(t, ...e);
  }
  [ss]() {
    X.lstat(this.absolute, (t, e) => {
      if (t) return this.emit("error", t);
      this[si](e);
    });
  }
  [si](t) {
    this.statCache.set(this.absolute, t), this.stat = t, t.isFile() || (t.size = 0), this.type = Gn(t), this.emit("stat", t), this[tr]();
  }
  [tr]() {
    switch (this.type) {
      case "File":
        return this[er]();
      case "Directory":
        return this[ir]();
      case "SymbolicLink":
        return this[is]();
      default:
        return this.end();
    }
  }
  [ri](t) {
    return Ji(t, this.type === "Directory", this.portable);
  }
  [q](t) {
    return rr(t, this.prefix);
  }
  [fe]() {
    if (!this.stat) throw new Error("cannot write header before stat");
    this.type === "Directory" && this.portable && (this.noMtime = true), this.onWriteEntry?.(this), this.header = new F({ path: this[q](this.path), linkpath: this.type === "Link" && this.linkpath !== void 0 ? this[q](this.linkpath) : this.linkpath, mode: this[ri](this.stat.mode), uid: this.portable ? void 0 : this.stat.uid, gid: this.portable ? void 0 : this.stat.gid, size: this.stat.size, mtime: this.noMtime ? void 0 : this.mtime || this.stat.mtime, type: this.type === "Unsupported" ? void 0 : this.type, uname: this.portable ? void 0 : this.stat.uid === this.myuid ? this.myuser : "", atime: this.portable ? void 0 : this.stat.atime, ctime: this.portable ? void 0 : this.stat.ctime }), this.header.encode() && !this.noPax && super.write(new ft({ atime: this.portable ? void 0 : this.header.atime, ctime: this.portable ? void 0 : this.header.ctime, gid: this.portable ? void 0 : this.header.gid, mtime: this.noMtime ? void 0 : this.mtime || this.header.mtime, path: this[q](this.path), linkpath: this.type === "Link" && this.linkpath !== void 0 ? this[q](this.linkpath) : this.linkpath, size: this.header.size, uid: this.portable ? void 0 : this.header.uid, uname: this.portable ? void 0 : this.header.uname, dev: this.portable ? void 0 : this.stat.dev, ino: this.portable ? void 0 : this.stat.ino, nlink: this.portable ? void 0 : this.stat.nlink }).encode());
    let t = this.header?.block;
    if (!t) throw new Error("failed to encode header");
    super.write(t);
  }
  [ir]() {
    if (!this.stat) throw new Error("cannot create directory entry without stat");
    this.path.slice(-1) !== "/" && (this.path += "/"), this.stat.size = 0, this[fe](), this.end();
  }
  [is]() {
    X.readlink(this.absolute, (t, e) => {
      if (t) return this.emit("error", t);
      this[ns](e);
    });
  }
  [ns](t) {
    this.linkpath = f(t), this[fe](), this.end();
  }
  [sr](t) {
    if (!this.stat) throw new Error("cannot create link entry without stat");
    this.type = "Link", this.linkpath = f(js.relative(this.cwd, t)), this.stat.size = 0, this[fe](), this.end();
  }
  [er]() {
    if (!this.stat) throw new Error("cannot create file entry without stat");
    if (this.stat.nlink > 1) {
      let t = `${this.stat.dev}:${this.stat.ino}`, e = this.linkCache.get(t);
      if (e?.indexOf(this.cwd) === 0) return this[sr](e);
      this.linkCache.set(t, this.absolute);
    }
    if (this[fe](), this.stat.size === 0) return this.end();
    this[os]();
  }
  [os]() {
    X.open(this.absolute, "r", (t, e) => {
      if (t) return this.emit("error", t);
      this[hs](e);
    });
  }
  [hs](t) {
    if (this.fd = t, this.#t) return this[pt]();
    if (!this.stat) throw new Error("should stat before calling onopenfile");
    this.blockLen = 512 * Math.ceil(this.stat.size / 512), this.blockRemain = this.blockLen;
    let e = Math.min(this.blockLen, this.maxReadSize);
    this.buf = Buffer.allocUnsafe(e), this.offset = 0, this.pos = 0, this.remain = this.stat.size, this.length = this.buf.length, this[ii]();
  }
  [ii]() {
    let { fd: t, buf: e, offset: i, length: r, pos: n } = this;
    if (t === void 0 || e === void 0) throw new Error("cannot read file without first opening");
    X.read(t, e, i, r, n, (o, h) => {
      if (o) return this[pt](() => this.emit("error", o));
      this[rs](h);
    });
  }
  [pt](t = () => {
  }) {
    this.fd !== void 0 && X.close(this.fd, t);
  }
  [rs](t) {
    if (t <= 0 && this.remain > 0) {
      let r = Object.assign(new Error("encountered unexpected EOF"), { path: this.absolute, syscall: "read", code: "EOF" });
      return this[pt](() => this.emit("error", r));
    }
    if (t > this.remain) {
      let r = Object.assign(new Error("did not encounter expected EOF"), { path: this.absolute, syscall: "read", code: "EOF" });
      return this[pt](() => this.emit("error", r));
    }
    if (!this.buf) throw new Error("should have created buffer prior to reading");
    if (t === this.remain) for (let r = t; r < this.length && t < this.blockRemain; r++) this.buf[r + this.offset] = 0, t++, this.remain++;
    let e = this.offset === 0 && t === this.buf.length ? this.buf : this.buf.subarray(this.offset, this.offset + t);
    this.write(e) ? this[es]() : this[as](() => this[es]());
  }
  [as](t) {
    this.once("drain", t);
  }
  write(t, e, i) {
    if (typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, typeof e == "string" ? e : "utf8")), this.blockRemain < t.length) {
      let r = Object.assign(new Error("writing more data than expected"), { path: this.absolute });
      return this.emit("error", r);
    }
    return this.remain -= t.length, this.blockRemain -= t.length, this.pos += t.length, this.offset += t.length, super.write(t, null, i);
  }
  [es]() {
    if (!this.remain) return this.blockRemain && super.write(Buffer.alloc(this.blockRemain)), this[pt]((t) => t ? this.emit("error", t) : this.end());
    if (!this.buf) throw new Error("buffer lost somehow in ONDRAIN");
    this.offset >= this.length && (this.buf = Buffer.allocUnsafe(Math.min(this.blockRemain, this.buf.length)), this.offset = 0), this.length = this.buf.length - this.offset, this[ii]();
  }
};
var ni = class extends de {
  sync = true;
  [ss]() {
    this[si](X.lstatSync(this.absolute));
  }
  [is]() {
    this[ns](X.readlinkSync(this.absolute));
  }
  [os]() {
    this[hs](X.openSync(this.absolute, "r"));
  }
  [ii]() {
    let t = true;
    try {
      let { fd: e, buf: i, offset: r, length: n, pos: o } = this;
      if (e === void 0 || i === void 0) throw new Error("fd and buf must be set in READ method");
      let h = X.readSync(e, i, r, n, o);
      this[rs](h), t = false;
    } finally {
      if (t) try {
        this[pt](() => {
        });
      } catch {
      }
    }
  }
  [as](t) {
    t();
  }
  [pt](t = () => {
  }) {
    this.fd !== void 0 && X.closeSync(this.fd), t();
  }
};
var oi = class extends A {
  blockLen = 0;
  blockRemain = 0;
  buf = 0;
  pos = 0;
  remain = 0;
  length = 0;
  preservePaths;
  portable;
  strict;
  noPax;
  noMtime;
  readEntry;
  type;
  prefix;
  path;
  mode;
  uid;
  gid;
  uname;
  gname;
  header;
  mtime;
  atime;
  ctime;
  linkpath;
  size;
  onWriteEntry;
  warn(t, e, i = {}) {
    return Dt(this, t, e, i);
  }
  constructor(t, e = {}) {
    let i = se(e);
    super(), this.preservePaths = !!i.preservePaths, this.portable = !!i.portable, this.strict = !!i.strict, this.noPax = !!i.noPax, this.noMtime = !!i.noMtime, this.onWriteEntry = i.onWriteEntry, this.readEntry = t;
    let { type: r } = t;
    if (r === "Unsupported") throw new Error("writing entry that should be ignored");
    this.type = r, this.type === "Directory" && this.portable && (this.noMtime = true), this.prefix = i.prefix, this.path = f(t.path), this.mode = t.mode !== void 0 ? this[ri](t.mode) : void 0, this.uid = this.portable ? void 0 : t.uid, this.gid = this.portable ? void 0 : t.gid, this.uname = this.portable ? void 0 : t.uname, this.gname = this.portable ? void 0 : t.gname, this.size = t.size, this.mtime = this.noMtime ? void 0 : i.mtime || t.mtime, this.atime = this.portable ? void 0 : t.atime, this.ctime = this.portable ? void 0 : t.ctime, this.linkpath = t.linkpath !== void 0 ? f(t.linkpath) : void 0, typeof i.onwarn == "function" && this.on("warn", i.onwarn);
    let n = false;
    if (!this.preservePaths) {
      let [h, a] = ce(this.path);
      h && typeof a == "string" && (this.path = a, n = h);
    }
    this.remain = t.size, this.blockRemain = t.startBlockSize, this.onWriteEntry?.(this), this.header = new F({ path: this[q](this.path), linkpath: this.type === "Link" && this.linkpath !== void 0 ? this[q](this.linkpath) : this.linkpath, mode: this.mode, uid: this.portable ? void 0 : this.uid, gid: this.portable ? void 0 : this.gid, size: this.size, mtime: this.noMtime ? void 0 : this.mtime, type: this.type, uname: this.portable ? void 0 : this.uname, atime: this.portable ? void 0 : this.atime, ctime: this.portable ? void 0 : this.ctime }), n && this.warn("TAR_ENTRY_INFO", `stripping ${n} from absolute path`, { entry: this, path: n + this.path }), this.header.encode() && !this.noPax && super.write(new ft({ atime: this.portable ? void 0 : this.atime, ctime: this.portable ? void 0 : this.ctime, gid: this.portable ? void 0 : this.gid, mtime: this.noMtime ? void 0 : this.mtime, path: this[q](this.path), linkpath: this.type === "Link" && this.linkpath !== void 0 ? this[q](this.linkpath) : this.linkpath, size: this.size, uid: this.portable ? void 0 : this.uid, uname: this.portable ? void 0 : this.uname, dev: this.portable ? void 0 : this.readEntry.dev, ino: this.portable ? void 0 : this.readEntry.ino, nlink: this.portable ? void 0 : this.readEntry.nlink }).encode());
    let o = this.header?.block;
    if (!o) throw new Error("failed to encode header");
    super.write(o), t.pipe(this);
  }
  [q](t) {
    return rr(t, this.prefix);
  }
  [ri](t) {
    return Ji(t, this.type === "Directory", this.portable);
  }
  write(t, e, i) {
    typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, typeof e == "string" ? e : "utf8"));
    let r = t.length;
    if (r > this.blockRemain) throw new Error("writing more to entry than is appropriate");
    return this.blockRemain -= r, super.write(t, i);
  }
  end(t, e, i) {
    return this.blockRemain && super.write(Buffer.alloc(this.blockRemain)), typeof t == "function" && (i = t, e = void 0, t = void 0), typeof e == "function" && (i = e, e = void 0), typeof t == "string" && (t = Buffer.from(t, e ?? "utf8")), i && this.once("finish", i), t ? super.end(t, i) : super.end(i), this;
  }
};
var Gn = (s3) => s3.isFile() ? "File" : s3.isDirectory() ? "Directory" : s3.isSymbolicLink() ? "SymbolicLink" : "Unsupported";
var hi = class s2 {
  tail;
  head;
  length = 0;
  static create(t = []) {
    return new s2(t);
  }
  constructor(t = []) {
    for (let e of t) this.push(e);
  }
  *[Symbol.iterator]() {
    for (let t = this.head; t; t = t.next) yield t.value;
  }
  removeNode(t) {
    if (t.list !== this) throw new Error("removing node which does not belong to this list");
    let e = t.next, i = t.prev;
    return e && (e.prev = i), i && (i.next = e), t === this.head && (this.head = e), t === this.tail && (this.tail = i), this.length--, t.next = void 0, t.prev = void 0, t.list = void 0, e;
  }
  unshiftNode(t) {
    if (t === this.head) return;
    t.list && t.list.removeNode(t);
    let e = this.head;
    t.list = this, t.next = e, e && (e.prev = t), this.head = t, this.tail || (this.tail = t), this.length++;
  }
  pushNode(t) {
    if (t === this.tail) return;
    t.list && t.list.removeNode(t);
    let e = this.tail;
    t.list = this, t.prev = e, e && (e.next = t), this.tail = t, this.head || (this.head = t), this.length++;
  }
  push(...t) {
    for (let e = 0, i = t.length; e < i; e++) Yn(this, t[e]);
    return this.length;
  }
  unshift(...t) {
    for (var e = 0, i = t.length; e < i; e++) Kn(this, t[e]);
    return this.length;
  }
  pop() {
    if (!this.tail) return;
    let t = this.tail.value, e = this.tail;
    return this.tail = this.tail.prev, this.tail ? this.tail.next = void 0 : this.head = void 0, e.list = void 0, this.length--, t;
  }
  shift() {
    if (!this.head) return;
    let t = this.head.value, e = this.head;
    return this.head = this.head.next, this.head ? this.head.prev = void 0 : this.tail = void 0, e.list = void 0, this.length--, t;
  }
  forEach(t, e) {
    e = e || this;
    for (let i = this.head, r = 0; i; r++) t.call(e, i.value, r, this), i = i.next;
  }
  forEachReverse(t, e) {
    e = e || this;
    for (let i = this.tail, r = this.length - 1; i; r--) t.call(e, i.value, r, this), i = i.prev;
  }
  get(t) {
    let e = 0, i = this.head;
    for (; i && e < t; e++) i = i.next;
    if (e === t && i) return i.value;
  }
  getReverse(t) {
    let e = 0, i = this.tail;
    for (; i && e < t; e++) i = i.prev;
    if (e === t && i) return i.value;
  }
  map(t, e) {
    e = e || this;
    let i = new s2();
    for (let r = this.head; r; ) i.push(t.call(e, r.value, this)), r = r.next;
    return i;
  }
  mapReverse(t, e) {
    e = e || this;
    var i = new s2();
    for (let r = this.tail; r; ) i.push(t.call(e, r.value, this)), r = r.prev;
    return i;
  }
  reduce(t, e) {
    let i, r = this.head;
    if (arguments.length > 1) i = e;
    else if (this.head) r = this.head.next, i = this.head.value;
    else throw new TypeError("Reduce of empty list with no initial value");
    for (var n = 0; r; n++) i = t(i, r.value, n), r = r.next;
    return i;
  }
  reduceReverse(t, e) {
    let i, r = this.tail;
    if (arguments.length > 1) i = e;
    else if (this.tail) r = this.tail.prev, i = this.tail.value;
    else throw new TypeError("Reduce of empty list with no initial value");
    for (let n = this.length - 1; r; n--) i = t(i, r.value, n), r = r.prev;
    return i;
  }
  toArray() {
    let t = new Array(this.length);
    for (let e = 0, i = this.head; i; e++) t[e] = i.value, i = i.next;
    return t;
  }
  toArrayReverse() {
    let t = new Array(this.length);
    for (let e = 0, i = this.tail; i; e++) t[e] = i.value, i = i.prev;
    return t;
  }
  slice(t = 0, e = this.length) {
    e < 0 && (e += this.length), t < 0 && (t += this.length);
    let i = new s2();
    if (e < t || e < 0) return i;
    t < 0 && (t = 0), e > this.length && (e = this.length);
    let r = this.head, n = 0;
    for (n = 0; r && n < t; n++) r = r.next;
    for (; r && n < e; n++, r = r.next) i.push(r.value);
    return i;
  }
  sliceReverse(t = 0, e = this.length) {
    e < 0 && (e += this.length), t < 0 && (t += this.length);
    let i = new s2();
    if (e < t || e < 0) return i;
    t < 0 && (t = 0), e > this.length && (e = this.length);
    let r = this.length, n = this.tail;
    for (; n && r > e; r--) n = n.prev;
    for (; n && r > t; r--, n = n.prev) i.push(n.value);
    return i;
  }
  splice(t, e = 0, ...i) {
    t > this.length && (t = this.length - 1), t < 0 && (t = this.length + t);
    let r = this.head;
    for (let o = 0; r && o < t; o++) r = r.next;
    let n = [];
    for (let o = 0; r && o < e; o++) n.push(r.value), r = this.removeNode(r);
    r ? r !== this.tail && (r = r.prev) : r = this.tail;
    for (let o of i) r = Zn(this, r, o);
    return n;
  }
  reverse() {
    let t = this.head, e = this.tail;
    for (let i = t; i; i = i.prev) {
      let r = i.prev;
      i.prev = i.next, i.next = r;
    }
    return this.head = e, this.tail = t, this;
  }
};
function Zn(s3, t, e) {
  let i = t, r = t ? t.next : s3.head, n = new ue(e, i, r, s3);
  return n.next === void 0 && (s3.tail = n), n.prev === void 0 && (s3.head = n), s3.length++, n;
}
function Yn(s3, t) {
  s3.tail = new ue(t, s3.tail, void 0, s3), s3.head || (s3.head = s3.tail), s3.length++;
}
function Kn(s3, t) {
  s3.head = new ue(t, void 0, s3.head, s3), s3.tail || (s3.tail = s3.head), s3.length++;
}
var ue = class {
  list;
  next;
  prev;
  value;
  constructor(t, e, i, r) {
    this.list = r, this.value = t, e ? (e.next = this, this.prev = e) : this.prev = void 0, i ? (i.prev = this, this.next = i) : this.next = void 0;
  }
};
var pi = class {
  path;
  absolute;
  entry;
  stat;
  readdir;
  pending = false;
  pendingLink = false;
  ignore = false;
  piped = false;
  constructor(t, e) {
    this.path = t || "./", this.absolute = e;
  }
};
var nr = Buffer.alloc(1024);
var li = /* @__PURE__ */ Symbol("onStat");
var me = /* @__PURE__ */ Symbol("ended");
var W = /* @__PURE__ */ Symbol("queue");
var pe = /* @__PURE__ */ Symbol("pendingLinks");
var Et = /* @__PURE__ */ Symbol("current");
var Ft = /* @__PURE__ */ Symbol("process");
var Ee = /* @__PURE__ */ Symbol("processing");
var ai = /* @__PURE__ */ Symbol("processJob");
var G = /* @__PURE__ */ Symbol("jobs");
var ls = /* @__PURE__ */ Symbol("jobDone");
var ci = /* @__PURE__ */ Symbol("addFSEntry");
var or = /* @__PURE__ */ Symbol("addTarEntry");
var ds = /* @__PURE__ */ Symbol("stat");
var us = /* @__PURE__ */ Symbol("readdir");
var fi = /* @__PURE__ */ Symbol("onreaddir");
var di = /* @__PURE__ */ Symbol("pipe");
var hr = /* @__PURE__ */ Symbol("entry");
var cs = /* @__PURE__ */ Symbol("entryOpt");
var ui = /* @__PURE__ */ Symbol("writeEntryClass");
var lr = /* @__PURE__ */ Symbol("write");
var fs3 = /* @__PURE__ */ Symbol("ondrain");
var wt = class extends A {
  sync = false;
  opt;
  cwd;
  maxReadSize;
  preservePaths;
  strict;
  noPax;
  prefix;
  linkCache;
  statCache;
  file;
  portable;
  zip;
  readdirCache;
  noDirRecurse;
  follow;
  noMtime;
  mtime;
  filter;
  jobs;
  [ui];
  onWriteEntry;
  [W];
  [pe] = /* @__PURE__ */ new Map();
  [G] = 0;
  [Ee] = false;
  [me] = false;
  constructor(t = {}) {
    if (super(), this.opt = t, this.file = t.file || "", this.cwd = t.cwd || process.cwd(), this.maxReadSize = t.maxReadSize, this.preservePaths = !!t.preservePaths, this.strict = !!t.strict, this.noPax = !!t.noPax, this.prefix = f(t.prefix || ""), this.linkCache = t.linkCache || /* @__PURE__ */ new Map(), this.statCache = t.statCache || /* @__PURE__ */ new Map(), this.readdirCache = t.readdirCache || /* @__PURE__ */ new Map(), this.onWriteEntry = t.onWriteEntry, this[ui] = de, typeof t.onwarn == "function" && this.on("warn", t.onwarn), this.portable = !!t.portable, t.gzip || t.brotli || t.zstd) {
      if ((t.gzip ? 1 : 0) + (t.brotli ? 1 : 0) + (t.zstd ? 1 : 0) > 1) throw new TypeError("gzip, brotli, zstd are mutually exclusive");
      if (t.gzip && (typeof t.gzip != "object" && (t.gzip = {}), this.portable && (t.gzip.portable = true), this.zip = new ze(t.gzip)), t.brotli && (typeof t.brotli != "object" && (t.brotli = {}), this.zip = new We(t.brotli)), t.zstd && (typeof t.zstd != "object" && (t.zstd = {}), this.zip = new Ye(t.zstd)), !this.zip) throw new Error("impossible");
      let e = this.zip;
      e.on("data", (i) => super.write(i)), e.on("end", () => super.end()), e.on("drain", () => this[fs3]()), this.on("resume", () => e.resume());
    } else this.on("drain", this[fs3]);
    this.noDirRecurse = !!t.noDirRecurse, this.follow = !!t.follow, this.noMtime = !!t.noMtime, t.mtime && (this.mtime = t.mtime), this.filter = typeof t.filter == "function" ? t.filter : () => true, this[W] = new hi(), this[G] = 0, this.jobs = Number(t.jobs) || 4, this[Ee] = false, this[me] = false;
  }
  [lr](t) {
    return super.write(t);
  }
  add(t) {
    return this.write(t), this;
  }
  end(t, e, i) {
    return typeof t == "function" && (i = t, t = void 0), typeof e == "function" && (i = e, e = void 0), t && this.add(t), this[me] = true, this[Ft](), i && i(), this;
  }
  write(t) {
    if (this[me]) throw new Error("write after end");
    return typeof t == "string" ? this[ci](t) : this[or](t), this.flowing;
  }
  [or](t) {
    let e = f(ar.resolve(this.cwd, t.path));
    if (!this.filter(t.path, t)) t.resume();
    else {
      let i = new pi(t.path, e);
      i.entry = new oi(t, this[cs](i)), i.entry.on("end", () => this[ls](i)), this[G] += 1, this[W].push(i);
    }
    this[Ft]();
  }
  [ci](t) {
    let e = f(ar.resolve(this.cwd, t));
    this[W].push(new pi(t, e)), this[Ft]();
  }
  [ds](t) {
    t.pending = true, this[G] += 1;
    let e = this.follow ? "stat" : "lstat";
    mi[e](t.absolute, (i, r) => {
      t.pending = false, this[G] -= 1, i ? this.emit("error", i) : this[li](t, r);
    });
  }
  [li](t, e) {
    if (this.statCache.set(t.absolute, e), t.stat = e, !this.filter(t.path, e)) t.ignore = true;
    else if (e.isFile() && e.nlink > 1 && !this.linkCache.get(`${e.dev}:${e.ino}`) && !this.sync) if (t === this[Et]) this[ai](t);
    else {
      let i = `${e.dev}:${e.ino}`, r = this[pe].get(i);
      r ? r.push(t) : this[pe].set(i, [t]), t.pendingLink = true, t.pending = true;
    }
    this[Ft]();
  }
  [us](t) {
    t.pending = true, this[G] += 1, mi.readdir(t.absolute, (e, i) => {
      if (t.pending = false, this[G] -= 1, e) return this.emit("error", e);
      this[fi](t, i);
    });
  }
  [fi](t, e) {
    this.readdirCache.set(t.absolute, e), t.readdir = e, this[Ft]();
  }
  [Ft]() {
    if (!this[Ee]) {
      this[Ee] = true;
      for (let t = this[W].head; t && this[G] < this.jobs; t = t.next) if (this[ai](t.value), t.value.ignore) {
        let e = t.next;
        this[W].removeNode(t), t.next = e;
      }
      this[Ee] = false, this[me] && this[W].length === 0 && this[G] === 0 && (this.zip ? this.zip.end(nr) : (super.write(nr), super.end()));
    }
  }
  get [Et]() {
    return this[W] && this[W].head && this[W].head.value;
  }
  [ls](t) {
    this[W].shift(), this[G] -= 1;
    let { stat: e } = t;
    if (e && e.isFile() && e.nlink > 1) {
      let i = `${e.dev}:${e.ino}`, r = this[pe].get(i);
      if (r) {
        this[pe].delete(i);
        for (let n of r) n.pending = false, this[ai](n);
      }
    }
    this[Ft]();
  }
  [ai](t) {
    if (t.pending && t.pendingLink && t === this[Et] && (t.pending = false, t.pendingLink = false), !t.pending) {
      if (t.entry) {
        t === this[Et] && !t.piped && this[di](t);
        return;
      }
      if (!t.stat) {
        let e = this.statCache.get(t.absolute);
        e ? this[li](t, e) : this[ds](t);
      }
      if (t.stat && !t.ignore) {
        if (!this.noDirRecurse && t.stat.isDirectory() && !t.readdir) {
          let e = this.readdirCache.get(t.absolute);
          if (e ? this[fi](t, e) : this[us](t), !t.readdir) return;
        }
        if (t.entry = this[hr](t), !t.entry) {
          t.ignore = true;
          return;
        }
        t === this[Et] && !t.piped && this[di](t);
      }
    }
  }
  [cs](t) {
    return { onwarn: (e, i, r) => this.warn(e, i, r), noPax: this.noPax, cwd: this.cwd, absolute: t.absolute, preservePaths: this.preservePaths, maxReadSize: this.maxReadSize, strict: this.strict, portable: this.portable, linkCache: this.linkCache, statCache: this.statCache, noMtime: this.noMtime, mtime: this.mtime, prefix: this.prefix, onWriteEntry: this.onWriteEntry };
  }
  [hr](t) {
    this[G] += 1;
    try {
      return new this[ui](t.path, this[cs](t)).on("end", () => this[ls](t)).on("error", (i) => this.emit("error", i));
    } catch (e) {
      this.emit("error", e);
    }
  }
  [fs3]() {
    this[Et] && this[Et].entry && this[Et].entry.resume();
  }
  [di](t) {
    t.piped = true, t.readdir && t.readdir.forEach((r) => {
      let n = t.path, o = n === "./" ? "" : n.replace(/\/*$/, "/");
      this[ci](o + r);
    });
    let e = t.entry, i = this.zip;
    if (!e) throw new Error("cannot pipe without source");
    i ? e.on("data", (r) => {
      i.write(r) || e.pause();
    }) : e.on("data", (r) => {
      super.write(r) || e.pause();
    });
  }
  pause() {
    return this.zip && this.zip.pause(), super.pause();
  }
  warn(t, e, i = {}) {
    Dt(this, t, e, i);
  }
};
var kt = class extends wt {
  sync = true;
  constructor(t) {
    super(t), this[ui] = ni;
  }
  pause() {
  }
  resume() {
  }
  [ds](t) {
    let e = this.follow ? "statSync" : "lstatSync";
    this[li](t, mi[e](t.absolute));
  }
  [us](t) {
    this[fi](t, mi.readdirSync(t.absolute));
  }
  [di](t) {
    let e = t.entry, i = this.zip;
    if (t.readdir && t.readdir.forEach((r) => {
      let n = t.path, o = n === "./" ? "" : n.replace(/\/*$/, "/");
      this[ci](o + r);
    }), !e) throw new Error("Cannot pipe without source");
    i ? e.on("data", (r) => {
      i.write(r);
    }) : e.on("data", (r) => {
      super[lr](r);
    });
  }
};
var Vn = (s3, t) => {
  let e = new kt(s3), i = new Wt(s3.file, { mode: s3.mode || 438 });
  e.pipe(i), fr(e, t);
};
var $n = (s3, t) => {
  let e = new wt(s3), i = new et(s3.file, { mode: s3.mode || 438 });
  e.pipe(i);
  let r = new Promise((n, o) => {
    i.on("error", o), i.on("close", n), e.on("error", o);
  });
  return dr(e, t).catch((n) => e.emit("error", n)), r;
};
var fr = (s3, t) => {
  t.forEach((e) => {
    e.charAt(0) === "@" ? Ct({ file: cr.resolve(s3.cwd, e.slice(1)), sync: true, noResume: true, onReadEntry: (i) => s3.add(i) }) : s3.add(e);
  }), s3.end();
};
var dr = async (s3, t) => {
  for (let e of t) e.charAt(0) === "@" ? await Ct({ file: cr.resolve(String(s3.cwd), e.slice(1)), noResume: true, onReadEntry: (i) => {
    s3.add(i);
  } }) : s3.add(e);
  s3.end();
};
var Xn = (s3, t) => {
  let e = new kt(s3);
  return fr(e, t), e;
};
var qn = (s3, t) => {
  let e = new wt(s3);
  return dr(e, t).catch((i) => e.emit("error", i)), e;
};
var Qn = K(Vn, $n, Xn, qn, (s3, t) => {
  if (!t?.length) throw new TypeError("no paths specified to add to archive");
});
var Jn = process.env.__FAKE_PLATFORM__ || process.platform;
var Er = Jn === "win32";
var { O_CREAT: wr, O_NOFOLLOW: ur, O_TRUNC: Sr, O_WRONLY: yr } = pr.constants;
var Rr = Number(process.env.__FAKE_FS_O_FILENAME__) || pr.constants.UV_FS_O_FILEMAP || 0;
var jn = Er && !!Rr;
var to = 512 * 1024;
var eo = Rr | Sr | wr | yr;
var mr = !Er && typeof ur == "number" ? ur | Sr | wr | yr : null;
var ms = mr !== null ? () => mr : jn ? (s3) => s3 < to ? eo : "w" : () => "w";
var ps = (s3, t, e) => {
  try {
    return wi.lchownSync(s3, t, e);
  } catch (i) {
    if (i?.code !== "ENOENT") throw i;
  }
};
var Ei = (s3, t, e, i) => {
  wi.lchown(s3, t, e, (r) => {
    i(r && r?.code !== "ENOENT" ? r : null);
  });
};
var io = (s3, t, e, i, r) => {
  if (t.isDirectory()) Es(we.resolve(s3, t.name), e, i, (n) => {
    if (n) return r(n);
    let o = we.resolve(s3, t.name);
    Ei(o, e, i, r);
  });
  else {
    let n = we.resolve(s3, t.name);
    Ei(n, e, i, r);
  }
};
var Es = (s3, t, e, i) => {
  wi.readdir(s3, { withFileTypes: true }, (r, n) => {
    if (r) {
      if (r.code === "ENOENT") return i();
      if (r.code !== "ENOTDIR" && r.code !== "ENOTSUP") return i(r);
    }
    if (r || !n.length) return Ei(s3, t, e, i);
    let o = n.length, h = null, a = (l) => {
      if (!h) {
        if (l) return i(h = l);
        if (--o === 0) return Ei(s3, t, e, i);
      }
    };
    for (let l of n) io(s3, l, t, e, a);
  });
};
var so = (s3, t, e, i) => {
  t.isDirectory() && ws(we.resolve(s3, t.name), e, i), ps(we.resolve(s3, t.name), e, i);
};
var ws = (s3, t, e) => {
  let i;
  try {
    i = wi.readdirSync(s3, { withFileTypes: true });
  } catch (r) {
    let n = r;
    if (n?.code === "ENOENT") return;
    if (n?.code === "ENOTDIR" || n?.code === "ENOTSUP") return ps(s3, t, e);
    throw n;
  }
  for (let r of i) so(s3, r, t, e);
  return ps(s3, t, e);
};
var Se = class extends Error {
  path;
  code;
  syscall = "chdir";
  constructor(t, e) {
    super(`${e}: Cannot cd into '${t}'`), this.path = t, this.code = e;
  }
  get name() {
    return "CwdError";
  }
};
var St = class extends Error {
  path;
  symlink;
  syscall = "symlink";
  code = "TAR_SYMLINK_ERROR";
  constructor(t, e) {
    super("TAR_SYMLINK_ERROR: Cannot extract through symbolic link"), this.symlink = t, this.path = e;
  }
  get name() {
    return "SymlinkError";
  }
};
var no = (s3, t) => {
  k.stat(s3, (e, i) => {
    (e || !i.isDirectory()) && (e = new Se(s3, e?.code || "ENOTDIR")), t(e);
  });
};
var gr = (s3, t, e) => {
  s3 = f(s3);
  let i = t.umask ?? 18, r = t.mode | 448, n = (r & i) !== 0, o = t.uid, h = t.gid, a = typeof o == "number" && typeof h == "number" && (o !== t.processUid || h !== t.processGid), l = t.preserve, c = t.unlink, d = f(t.cwd), y = (E, x) => {
    E ? e(E) : x && a ? Es(x, o, h, (Le) => y(Le)) : n ? k.chmod(s3, r, e) : e();
  };
  if (s3 === d) return no(s3, y);
  if (l) return ro.mkdir(s3, { mode: r, recursive: true }).then((E) => y(null, E ?? void 0), y);
  let D = f(Si.relative(d, s3)).split("/");
  Ss(d, D, r, c, d, void 0, y);
};
var Ss = (s3, t, e, i, r, n, o) => {
  if (t.length === 0) return o(null, n);
  let h = t.shift(), a = f(Si.resolve(s3 + "/" + h));
  k.mkdir(a, e, br(a, t, e, i, r, n, o));
};
var br = (s3, t, e, i, r, n, o) => (h) => {
  h ? k.lstat(s3, (a, l) => {
    if (a) a.path = a.path && f(a.path), o(a);
    else if (l.isDirectory()) Ss(s3, t, e, i, r, n, o);
    else if (i) k.unlink(s3, (c) => {
      if (c) return o(c);
      k.mkdir(s3, e, br(s3, t, e, i, r, n, o));
    });
    else {
      if (l.isSymbolicLink()) return o(new St(s3, s3 + "/" + t.join("/")));
      o(h);
    }
  }) : (n = n || s3, Ss(s3, t, e, i, r, n, o));
};
var oo = (s3) => {
  let t = false, e;
  try {
    t = k.statSync(s3).isDirectory();
  } catch (i) {
    e = i?.code;
  } finally {
    if (!t) throw new Se(s3, e ?? "ENOTDIR");
  }
};
var _r = (s3, t) => {
  s3 = f(s3);
  let e = t.umask ?? 18, i = t.mode | 448, r = (i & e) !== 0, n = t.uid, o = t.gid, h = typeof n == "number" && typeof o == "number" && (n !== t.processUid || o !== t.processGid), a = t.preserve, l = t.unlink, c = f(t.cwd), d = (E) => {
    E && h && ws(E, n, o), r && k.chmodSync(s3, i);
  };
  if (s3 === c) return oo(c), d();
  if (a) return d(k.mkdirSync(s3, { mode: i, recursive: true }) ?? void 0);
  let T = f(Si.relative(c, s3)).split("/"), D;
  for (let E = T.shift(), x = c; E && (x += "/" + E); E = T.shift()) {
    x = f(Si.resolve(x));
    try {
      k.mkdirSync(x, i), D = D || x;
    } catch {
      let Le = k.lstatSync(x);
      if (Le.isDirectory()) continue;
      if (l) {
        k.unlinkSync(x), k.mkdirSync(x, i), D = D || x;
        continue;
      } else if (Le.isSymbolicLink()) return new St(x, x + "/" + T.join("/"));
    }
  }
  return d(D);
};
var ys = /* @__PURE__ */ Object.create(null);
var Or = 1e4;
var Vt = /* @__PURE__ */ new Set();
var Tr = (s3) => {
  Vt.has(s3) ? Vt.delete(s3) : ys[s3] = s3.normalize("NFD").toLocaleLowerCase("en").toLocaleUpperCase("en"), Vt.add(s3);
  let t = ys[s3], e = Vt.size - Or;
  if (e > Or / 10) {
    for (let i of Vt) if (Vt.delete(i), delete ys[i], --e <= 0) break;
  }
  return t;
};
var ho = process.env.TESTING_TAR_FAKE_PLATFORM || process.platform;
var ao = ho === "win32";
var lo = (s3) => s3.split("/").slice(0, -1).reduce((e, i) => {
  let r = e.at(-1);
  return r !== void 0 && (i = xr(r, i)), e.push(i || "/"), e;
}, []);
var yi = class {
  #t = /* @__PURE__ */ new Map();
  #i = /* @__PURE__ */ new Map();
  #s = /* @__PURE__ */ new Set();
  reserve(t, e) {
    t = ao ? ["win32 parallelization disabled"] : t.map((r) => mt(xr(Tr(r))));
    let i = new Set(t.map((r) => lo(r)).reduce((r, n) => r.concat(n)));
    this.#i.set(e, { dirs: i, paths: t });
    for (let r of t) {
      let n = this.#t.get(r);
      n ? n.push(e) : this.#t.set(r, [e]);
    }
    for (let r of i) {
      let n = this.#t.get(r);
      if (!n) this.#t.set(r, [/* @__PURE__ */ new Set([e])]);
      else {
        let o = n.at(-1);
        o instanceof Set ? o.add(e) : n.push(/* @__PURE__ */ new Set([e]));
      }
    }
    return this.#r(e);
  }
  #n(t) {
    let e = this.#i.get(t);
    if (!e) throw new Error("function does not have any path reservations");
    return { paths: e.paths.map((i) => this.#t.get(i)), dirs: [...e.dirs].map((i) => this.#t.get(i)) };
  }
  check(t) {
    let { paths: e, dirs: i } = this.#n(t);
    return e.every((r) => r && r[0] === t) && i.every((r) => r && r[0] instanceof Set && r[0].has(t));
  }
  #r(t) {
    return this.#s.has(t) || !this.check(t) ? false : (this.#s.add(t), t(() => this.#e(t)), true);
  }
  #e(t) {
    if (!this.#s.has(t)) return false;
    let e = this.#i.get(t);
    if (!e) throw new Error("invalid reservation");
    let { paths: i, dirs: r } = e, n = /* @__PURE__ */ new Set();
    for (let o of i) {
      let h = this.#t.get(o);
      if (!h || h?.[0] !== t) continue;
      let a = h[1];
      if (!a) {
        this.#t.delete(o);
        continue;
      }
      if (h.shift(), typeof a == "function") n.add(a);
      else for (let l of a) n.add(l);
    }
    for (let o of r) {
      let h = this.#t.get(o), a = h?.[0];
      if (!(!h || !(a instanceof Set))) if (a.size === 1 && h.length === 1) {
        this.#t.delete(o);
        continue;
      } else if (a.size === 1) {
        h.shift();
        let l = h[0];
        typeof l == "function" && n.add(l);
      } else a.delete(t);
    }
    return this.#s.delete(t), n.forEach((o) => this.#r(o)), true;
  }
};
var Lr = () => process.umask();
var Dr = /* @__PURE__ */ Symbol("onEntry");
var _s = /* @__PURE__ */ Symbol("checkFs");
var Nr = /* @__PURE__ */ Symbol("checkFs2");
var Os = /* @__PURE__ */ Symbol("isReusable");
var P = /* @__PURE__ */ Symbol("makeFs");
var Ts = /* @__PURE__ */ Symbol("file");
var xs = /* @__PURE__ */ Symbol("directory");
var gi = /* @__PURE__ */ Symbol("link");
var Ar = /* @__PURE__ */ Symbol("symlink");
var Ir = /* @__PURE__ */ Symbol("hardlink");
var Re = /* @__PURE__ */ Symbol("ensureNoSymlink");
var Cr = /* @__PURE__ */ Symbol("unsupported");
var Fr = /* @__PURE__ */ Symbol("checkPath");
var Rs = /* @__PURE__ */ Symbol("stripAbsolutePath");
var yt = /* @__PURE__ */ Symbol("mkdir");
var O = /* @__PURE__ */ Symbol("onError");
var Ri = /* @__PURE__ */ Symbol("pending");
var kr = /* @__PURE__ */ Symbol("pend");
var $t = /* @__PURE__ */ Symbol("unpend");
var gs = /* @__PURE__ */ Symbol("ended");
var bs = /* @__PURE__ */ Symbol("maybeClose");
var Ls = /* @__PURE__ */ Symbol("skip");
var ge = /* @__PURE__ */ Symbol("doChown");
var be = /* @__PURE__ */ Symbol("uid");
var _e = /* @__PURE__ */ Symbol("gid");
var Oe = /* @__PURE__ */ Symbol("checkedCwd");
var fo = process.env.TESTING_TAR_FAKE_PLATFORM || process.platform;
var Te = fo === "win32";
var uo = 1024;
var mo = (s3, t) => {
  if (!Te) return u.unlink(s3, t);
  let e = s3 + ".DELETE." + Mr(16).toString("hex");
  u.rename(s3, e, (i) => {
    if (i) return t(i);
    u.unlink(e, t);
  });
};
var po = (s3) => {
  if (!Te) return u.unlinkSync(s3);
  let t = s3 + ".DELETE." + Mr(16).toString("hex");
  u.renameSync(s3, t), u.unlinkSync(t);
};
var vr = (s3, t, e) => s3 !== void 0 && s3 === s3 >>> 0 ? s3 : t !== void 0 && t === t >>> 0 ? t : e;
var Xt = class extends rt {
  [gs] = false;
  [Oe] = false;
  [Ri] = 0;
  reservations = new yi();
  transform;
  writable = true;
  readable = false;
  uid;
  gid;
  setOwner;
  preserveOwner;
  processGid;
  processUid;
  maxDepth;
  forceChown;
  win32;
  newer;
  keep;
  noMtime;
  preservePaths;
  unlink;
  cwd;
  strip;
  processUmask;
  umask;
  dmode;
  fmode;
  chmod;
  constructor(t = {}) {
    if (t.ondone = () => {
      this[gs] = true, this[bs]();
    }, super(t), this.transform = t.transform, this.chmod = !!t.chmod, typeof t.uid == "number" || typeof t.gid == "number") {
      if (typeof t.uid != "number" || typeof t.gid != "number") throw new TypeError("cannot set owner without number uid and gid");
      if (t.preserveOwner) throw new TypeError("cannot preserve owner in archive and also set owner explicitly");
      this.uid = t.uid, this.gid = t.gid, this.setOwner = true;
    } else this.uid = void 0, this.gid = void 0, this.setOwner = false;
    this.preserveOwner = t.preserveOwner === void 0 && typeof t.uid != "number" ? process.getuid?.() === 0 : !!t.preserveOwner, this.processUid = (this.preserveOwner || this.setOwner) && process.getuid ? process.getuid() : void 0, this.processGid = (this.preserveOwner || this.setOwner) && process.getgid ? process.getgid() : void 0, this.maxDepth = typeof t.maxDepth == "number" ? t.maxDepth : uo, this.forceChown = t.forceChown === true, this.win32 = !!t.win32 || Te, this.newer = !!t.newer, this.keep = !!t.keep, this.noMtime = !!t.noMtime, this.preservePaths = !!t.preservePaths, this.unlink = !!t.unlink, this.cwd = f(R.resolve(t.cwd || process.cwd())), this.strip = Number(t.strip) || 0, this.processUmask = this.chmod ? typeof t.processUmask == "number" ? t.processUmask : Lr() : 0, this.umask = typeof t.umask == "number" ? t.umask : this.processUmask, this.dmode = t.dmode || 511 & ~this.umask, this.fmode = t.fmode || 438 & ~this.umask, this.on("entry", (e) => this[Dr](e));
  }
  warn(t, e, i = {}) {
    return (t === "TAR_BAD_ARCHIVE" || t === "TAR_ABORT") && (i.recoverable = false), super.warn(t, e, i);
  }
  [bs]() {
    this[gs] && this[Ri] === 0 && (this.emit("prefinish"), this.emit("finish"), this.emit("end"));
  }
  [Rs](t, e) {
    let i = t[e], { type: r } = t;
    if (!i || this.preservePaths) return true;
    let [n, o] = ce(i), h = o.replaceAll(/\\/g, "/").split("/");
    if (h.includes("..") || Te && /^[a-z]:\.\.$/i.test(h[0] ?? "")) {
      if (e === "path" || r === "Link") return this.warn("TAR_ENTRY_ERROR", `${e} contains '..'`, { entry: t, [e]: i }), false;
      let a = R.posix.dirname(t.path), l = R.posix.normalize(R.posix.join(a, h.join("/")));
      if (l.startsWith("../") || l === "..") return this.warn("TAR_ENTRY_ERROR", `${e} escapes extraction directory`, { entry: t, [e]: i }), false;
    }
    return n && (t[e] = String(o), this.warn("TAR_ENTRY_INFO", `stripping ${n} from absolute ${e}`, { entry: t, [e]: i })), true;
  }
  [Fr](t) {
    let e = f(t.path), i = e.split("/");
    if (this.strip) {
      if (i.length < this.strip) return false;
      if (t.type === "Link") {
        let r = f(String(t.linkpath)).split("/");
        if (r.length >= this.strip) t.linkpath = r.slice(this.strip).join("/");
        else return false;
      }
      i.splice(0, this.strip), t.path = i.join("/");
    }
    if (isFinite(this.maxDepth) && i.length > this.maxDepth) return this.warn("TAR_ENTRY_ERROR", "path excessively deep", { entry: t, path: e, depth: i.length, maxDepth: this.maxDepth }), false;
    if (!this[Rs](t, "path") || !this[Rs](t, "linkpath")) return false;
    if (t.absolute = R.isAbsolute(t.path) ? f(R.resolve(t.path)) : f(R.resolve(this.cwd, t.path)), !this.preservePaths && typeof t.absolute == "string" && t.absolute.indexOf(this.cwd + "/") !== 0 && t.absolute !== this.cwd) return this.warn("TAR_ENTRY_ERROR", "path escaped extraction target", { entry: t, path: f(t.path), resolvedPath: t.absolute, cwd: this.cwd }), false;
    if (t.absolute === this.cwd && t.type !== "Directory" && t.type !== "GNUDumpDir") return false;
    if (this.win32) {
      let { root: r } = R.win32.parse(String(t.absolute));
      t.absolute = r + ts(String(t.absolute).slice(r.length));
      let { root: n } = R.win32.parse(t.path);
      t.path = n + ts(t.path.slice(n.length));
    }
    return true;
  }
  [Dr](t) {
    if (!this[Fr](t)) return t.resume();
    switch (co.equal(typeof t.absolute, "string"), t.type) {
      case "Directory":
      case "GNUDumpDir":
        t.mode && (t.mode = t.mode | 448);
      case "File":
      case "OldFile":
      case "ContiguousFile":
      case "Link":
      case "SymbolicLink":
        return this[_s](t);
      default:
        return this[Cr](t);
    }
  }
  [O](t, e) {
    t.name === "CwdError" ? this.emit("error", t) : (this.warn("TAR_ENTRY_ERROR", t, { entry: e }), this[$t](), e.resume());
  }
  [yt](t, e, i) {
    gr(f(t), { uid: this.uid, gid: this.gid, processUid: this.processUid, processGid: this.processGid, umask: this.processUmask, preserve: this.preservePaths, unlink: this.unlink, cwd: this.cwd, mode: e }, i);
  }
  [ge](t) {
    return this.forceChown || this.preserveOwner && (typeof t.uid == "number" && t.uid !== this.processUid || typeof t.gid == "number" && t.gid !== this.processGid) || typeof this.uid == "number" && this.uid !== this.processUid || typeof this.gid == "number" && this.gid !== this.processGid;
  }
  [be](t) {
    return vr(this.uid, t.uid, this.processUid);
  }
  [_e](t) {
    return vr(this.gid, t.gid, this.processGid);
  }
  [Ts](t, e) {
    let i = typeof t.mode == "number" ? t.mode & 4095 : this.fmode, r = new et(String(t.absolute), { flags: ms(t.size), mode: i, autoClose: false });
    r.on("error", (a) => {
      r.fd && u.close(r.fd, () => {
      }), r.write = () => true, this[O](a, t), e();
    });
    let n = 1, o = (a) => {
      if (a) {
        r.fd && u.close(r.fd, () => {
        }), this[O](a, t), e();
        return;
      }
      --n === 0 && r.fd !== void 0 && u.close(r.fd, (l) => {
        l ? this[O](l, t) : this[$t](), e();
      });
    };
    r.on("finish", () => {
      let a = String(t.absolute), l = r.fd;
      if (typeof l == "number" && t.mtime && !this.noMtime) {
        n++;
        let c = t.atime || /* @__PURE__ */ new Date(), d = t.mtime;
        u.futimes(l, c, d, (y) => y ? u.utimes(a, c, d, (T) => o(T && y)) : o());
      }
      if (typeof l == "number" && this[ge](t)) {
        n++;
        let c = this[be](t), d = this[_e](t);
        typeof c == "number" && typeof d == "number" && u.fchown(l, c, d, (y) => y ? u.chown(a, c, d, (T) => o(T && y)) : o());
      }
      o();
    });
    let h = this.transform && this.transform(t) || t;
    h !== t && (h.on("error", (a) => {
      this[O](a, t), e();
    }), t.pipe(h)), h.pipe(r);
  }
  [xs](t, e) {
    let i = typeof t.mode == "number" ? t.mode & 4095 : this.dmode;
    this[yt](String(t.absolute), i, (r) => {
      if (r) {
        this[O](r, t), e();
        return;
      }
      let n = 1, o = () => {
        --n === 0 && (e(), this[$t](), t.resume());
      };
      t.mtime && !this.noMtime && (n++, u.utimes(String(t.absolute), t.atime || /* @__PURE__ */ new Date(), t.mtime, o)), this[ge](t) && (n++, u.chown(String(t.absolute), Number(this[be](t)), Number(this[_e](t)), o)), o();
    });
  }
  [Cr](t) {
    t.unsupported = true, this.warn("TAR_ENTRY_UNSUPPORTED", `unsupported entry type: ${t.type}`, { entry: t }), t.resume();
  }
  [Ar](t, e) {
    let i = f(R.relative(this.cwd, R.resolve(R.dirname(String(t.absolute)), String(t.linkpath)))).split("/");
    this[Re](t, this.cwd, i, () => this[gi](t, String(t.linkpath), "symlink", e), (r) => {
      this[O](r, t), e();
    });
  }
  [Ir](t, e) {
    let i = f(R.resolve(this.cwd, String(t.linkpath))), r = f(String(t.linkpath)).split("/");
    this[Re](t, this.cwd, r, () => this[gi](t, i, "link", e), (n) => {
      this[O](n, t), e();
    });
  }
  [Re](t, e, i, r, n) {
    let o = i.shift();
    if (this.preservePaths || o === void 0) return r();
    let h = R.resolve(e, o);
    u.lstat(h, (a, l) => {
      if (a) return r();
      if (l?.isSymbolicLink()) return n(new St(h, R.resolve(h, i.join("/"))));
      this[Re](t, h, i, r, n);
    });
  }
  [kr]() {
    this[Ri]++;
  }
  [$t]() {
    this[Ri]--, this[bs]();
  }
  [Ls](t) {
    this[$t](), t.resume();
  }
  [Os](t, e) {
    return t.type === "File" && !this.unlink && e.isFile() && e.nlink <= 1 && !Te;
  }
  [_s](t) {
    this[kr]();
    let e = [t.path];
    t.linkpath && e.push(t.linkpath), this.reservations.reserve(e, (i) => this[Nr](t, i));
  }
  [Nr](t, e) {
    let i = (h) => {
      e(h);
    }, r = () => {
      this[yt](this.cwd, this.dmode, (h) => {
        if (h) {
          this[O](h, t), i();
          return;
        }
        this[Oe] = true, n();
      });
    }, n = () => {
      if (t.absolute !== this.cwd) {
        let h = f(R.dirname(String(t.absolute)));
        if (h !== this.cwd) return this[yt](h, this.dmode, (a) => {
          if (a) {
            this[O](a, t), i();
            return;
          }
          o();
        });
      }
      o();
    }, o = () => {
      u.lstat(String(t.absolute), (h, a) => {
        if (a && (this.keep || this.newer && a.mtime > (t.mtime ?? a.mtime))) {
          this[Ls](t), i();
          return;
        }
        if (h || this[Os](t, a)) return this[P](null, t, i);
        if (a.isDirectory()) {
          if (t.type === "Directory") {
            let l = this.chmod && t.mode && (a.mode & 4095) !== t.mode, c = (d) => this[P](d ?? null, t, i);
            return l ? u.chmod(String(t.absolute), Number(t.mode), c) : c();
          }
          if (t.absolute !== this.cwd) return u.rmdir(String(t.absolute), (l) => this[P](l ?? null, t, i));
        }
        if (t.absolute === this.cwd) return this[P](null, t, i);
        mo(String(t.absolute), (l) => this[P](l ?? null, t, i));
      });
    };
    this[Oe] ? n() : r();
  }
  [P](t, e, i) {
    if (t) {
      this[O](t, e), i();
      return;
    }
    switch (e.type) {
      case "File":
      case "OldFile":
      case "ContiguousFile":
        return this[Ts](e, i);
      case "Link":
        return this[Ir](e, i);
      case "SymbolicLink":
        return this[Ar](e, i);
      case "Directory":
      case "GNUDumpDir":
        return this[xs](e, i);
    }
  }
  [gi](t, e, i, r) {
    u[i](e, String(t.absolute), (n) => {
      n ? this[O](n, t) : (this[$t](), t.resume()), r();
    });
  }
};
var ye = (s3) => {
  try {
    return [null, s3()];
  } catch (t) {
    return [t, null];
  }
};
var xe = class extends Xt {
  sync = true;
  [P](t, e) {
    return super[P](t, e, () => {
    });
  }
  [_s](t) {
    if (!this[Oe]) {
      let n = this[yt](this.cwd, this.dmode);
      if (n) return this[O](n, t);
      this[Oe] = true;
    }
    if (t.absolute !== this.cwd) {
      let n = f(R.dirname(String(t.absolute)));
      if (n !== this.cwd) {
        let o = this[yt](n, this.dmode);
        if (o) return this[O](o, t);
      }
    }
    let [e, i] = ye(() => u.lstatSync(String(t.absolute)));
    if (i && (this.keep || this.newer && i.mtime > (t.mtime ?? i.mtime))) return this[Ls](t);
    if (e || this[Os](t, i)) return this[P](null, t);
    if (i.isDirectory()) {
      if (t.type === "Directory") {
        let o = this.chmod && t.mode && (i.mode & 4095) !== t.mode, [h] = o ? ye(() => {
          u.chmodSync(String(t.absolute), Number(t.mode));
        }) : [];
        return this[P](h, t);
      }
      let [n] = ye(() => u.rmdirSync(String(t.absolute)));
      this[P](n, t);
    }
    let [r] = t.absolute === this.cwd ? [] : ye(() => po(String(t.absolute)));
    this[P](r, t);
  }
  [Ts](t, e) {
    let i = typeof t.mode == "number" ? t.mode & 4095 : this.fmode, r = (h) => {
      let a;
      try {
        u.closeSync(n);
      } catch (l) {
        a = l;
      }
      (h || a) && this[O](h || a, t), e();
    }, n;
    try {
      n = u.openSync(String(t.absolute), ms(t.size), i);
    } catch (h) {
      return r(h);
    }
    let o = this.transform && this.transform(t) || t;
    o !== t && (o.on("error", (h) => this[O](h, t)), t.pipe(o)), o.on("data", (h) => {
      try {
        u.writeSync(n, h, 0, h.length);
      } catch (a) {
        r(a);
      }
    }), o.on("end", () => {
      let h = null;
      if (t.mtime && !this.noMtime) {
        let a = t.atime || /* @__PURE__ */ new Date(), l = t.mtime;
        try {
          u.futimesSync(n, a, l);
        } catch (c) {
          try {
            u.utimesSync(String(t.absolute), a, l);
          } catch {
            h = c;
          }
        }
      }
      if (this[ge](t)) {
        let a = this[be](t), l = this[_e](t);
        try {
          u.fchownSync(n, Number(a), Number(l));
        } catch (c) {
          try {
            u.chownSync(String(t.absolute), Number(a), Number(l));
          } catch {
            h = h || c;
          }
        }
      }
      r(h);
    });
  }
  [xs](t, e) {
    let i = typeof t.mode == "number" ? t.mode & 4095 : this.dmode, r = this[yt](String(t.absolute), i);
    if (r) {
      this[O](r, t), e();
      return;
    }
    if (t.mtime && !this.noMtime) try {
      u.utimesSync(String(t.absolute), t.atime || /* @__PURE__ */ new Date(), t.mtime);
    } catch {
    }
    if (this[ge](t)) try {
      u.chownSync(String(t.absolute), Number(this[be](t)), Number(this[_e](t)));
    } catch {
    }
    e(), t.resume();
  }
  [yt](t, e) {
    try {
      return _r(f(t), { uid: this.uid, gid: this.gid, processUid: this.processUid, processGid: this.processGid, umask: this.processUmask, preserve: this.preservePaths, unlink: this.unlink, cwd: this.cwd, mode: e });
    } catch (i) {
      return i;
    }
  }
  [Re](t, e, i, r, n) {
    if (this.preservePaths || i.length === 0) return r();
    let o = e;
    for (let h of i) {
      o = R.resolve(o, h);
      let [a, l] = ye(() => u.lstatSync(o));
      if (a) return r();
      if (l.isSymbolicLink()) return n(new St(o, R.resolve(e, i.join("/"))));
    }
    r();
  }
  [gi](t, e, i, r) {
    let n = `${i}Sync`;
    try {
      u[n](e, String(t.absolute)), r(), t.resume();
    } catch (o) {
      return this[O](o, t);
    }
  }
};
var Eo = (s3) => {
  let t = new xe(s3), e = s3.file, i = Br.statSync(e), r = s3.maxReadSize || 16 * 1024 * 1024;
  new Be(e, { readSize: r, size: i.size }).pipe(t);
};
var wo = (s3, t) => {
  let e = new Xt(s3), i = s3.maxReadSize || 16 * 1024 * 1024, r = s3.file;
  return new Promise((o, h) => {
    e.on("error", h), e.on("close", o), Br.stat(r, (a, l) => {
      if (a) h(a);
      else {
        let c = new _t(r, { readSize: i, size: l.size });
        c.on("error", h), c.pipe(e);
      }
    });
  });
};
var So = K(Eo, wo, (s3) => new xe(s3), (s3) => new Xt(s3), (s3, t) => {
  t?.length && Qi(s3, t);
});
var yo = (s3, t) => {
  let e = new kt(s3), i = true, r, n;
  try {
    try {
      r = v.openSync(s3.file, "r+");
    } catch (a) {
      if (a?.code === "ENOENT") r = v.openSync(s3.file, "w+");
      else throw a;
    }
    let o = v.fstatSync(r), h = Buffer.alloc(512);
    t: for (n = 0; n < o.size; n += 512) {
      for (let c = 0, d = 0; c < 512; c += d) {
        if (d = v.readSync(r, h, c, h.length - c, n + c), n === 0 && h[0] === 31 && h[1] === 139) throw new Error("cannot append to compressed archives");
        if (!d) break t;
      }
      let a = new F(h);
      if (!a.cksumValid) break;
      let l = 512 * Math.ceil((a.size || 0) / 512);
      if (n + l + 512 > o.size) break;
      n += l, s3.mtimeCache && a.mtime && s3.mtimeCache.set(String(a.path), a.mtime);
    }
    i = false, Ro(s3, e, n, r, t);
  } finally {
    if (i) try {
      v.closeSync(r);
    } catch {
    }
  }
};
var Ro = (s3, t, e, i, r) => {
  let n = new Wt(s3.file, { fd: i, start: e });
  t.pipe(n), bo(t, r);
};
var go = (s3, t) => {
  t = Array.from(t);
  let e = new wt(s3), i = (n, o, h) => {
    let a = (T, D) => {
      T ? v.close(n, (E) => h(T)) : h(null, D);
    }, l = 0;
    if (o === 0) return a(null, 0);
    let c = 0, d = Buffer.alloc(512), y = (T, D) => {
      if (T || D === void 0) return a(T);
      if (c += D, c < 512 && D) return v.read(n, d, c, d.length - c, l + c, y);
      if (l === 0 && d[0] === 31 && d[1] === 139) return a(new Error("cannot append to compressed archives"));
      if (c < 512) return a(null, l);
      let E = new F(d);
      if (!E.cksumValid) return a(null, l);
      let x = 512 * Math.ceil((E.size ?? 0) / 512);
      if (l + x + 512 > o || (l += x + 512, l >= o)) return a(null, l);
      s3.mtimeCache && E.mtime && s3.mtimeCache.set(String(E.path), E.mtime), c = 0, v.read(n, d, 0, 512, l, y);
    };
    v.read(n, d, 0, 512, l, y);
  };
  return new Promise((n, o) => {
    e.on("error", o);
    let h = "r+", a = (l, c) => {
      if (l && l.code === "ENOENT" && h === "r+") return h = "w+", v.open(s3.file, h, a);
      if (l || !c) return o(l);
      v.fstat(c, (d, y) => {
        if (d) return v.close(c, () => o(d));
        i(c, y.size, (T, D) => {
          if (T) return o(T);
          let E = new et(s3.file, { fd: c, start: D });
          e.pipe(E), E.on("error", o), E.on("close", n), _o(e, t);
        });
      });
    };
    v.open(s3.file, h, a);
  });
};
var bo = (s3, t) => {
  t.forEach((e) => {
    e.charAt(0) === "@" ? Ct({ file: Pr.resolve(s3.cwd, e.slice(1)), sync: true, noResume: true, onReadEntry: (i) => s3.add(i) }) : s3.add(e);
  }), s3.end();
};
var _o = async (s3, t) => {
  for (let e of t) e.charAt(0) === "@" ? await Ct({ file: Pr.resolve(String(s3.cwd), e.slice(1)), noResume: true, onReadEntry: (i) => s3.add(i) }) : s3.add(e);
  s3.end();
};
var vt = K(yo, go, () => {
  throw new TypeError("file is required");
}, () => {
  throw new TypeError("file is required");
}, (s3, t) => {
  if (!Bs(s3)) throw new TypeError("file is required");
  if (s3.gzip || s3.brotli || s3.zstd || s3.file.endsWith(".br") || s3.file.endsWith(".tbr")) throw new TypeError("cannot append to compressed archives");
  if (!t?.length) throw new TypeError("no paths specified to add/replace");
});
var Oo = K(vt.syncFile, vt.asyncFile, vt.syncNoFile, vt.asyncNoFile, (s3, t = []) => {
  vt.validate?.(s3, t), To(s3);
});
var To = (s3) => {
  let t = s3.filter;
  s3.mtimeCache || (s3.mtimeCache = /* @__PURE__ */ new Map()), s3.filter = t ? (e, i) => t(e, i) && !((s3.mtimeCache?.get(e) ?? i.mtime ?? 0) > (i.mtime ?? 0)) : (e, i) => !((s3.mtimeCache?.get(e) ?? i.mtime ?? 0) > (i.mtime ?? 0));
};

// src/seek/index/toc.ts
var FILE_TYPES = /* @__PURE__ */ new Set(["File", "OldFile", "ContiguousFile"]);
var EMPTY_SHA256 = createHash("sha256").digest();
var TocError = class extends ImageError {
  name = "TocError";
};
var MAX_META = 1 << 20;
var TocBuilder = class {
  digests;
  constructor(o = {}) {
    this.digests = o.digests ?? false;
  }
  /** The entries so far (toc-table.ts). */
  table = new TocTable();
  pos = 0;
  block = Buffer.alloc(TAR_BLOCK);
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
      const n = Math.min(TAR_BLOCK - this.blockFill, data.length - off);
      data.copy(this.block, this.blockFill, off, off + n);
      this.blockFill += n;
      off += n;
      if (this.blockFill === TAR_BLOCK) {
        this.blockFill = 0;
        this.header(this.pos);
        this.pos += TAR_BLOCK;
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
  header(at2) {
    const h = new F(this.block, 0, this.ex, this.gex);
    if (h.nullBlock) {
      if (this.nulls++ === 0) this.nullAt = at2;
      if (this.nulls >= 2) {
        this.ended = true;
        this.endAt = this.metaStart ?? this.nullAt;
      }
      return;
    }
    this.nulls = 0;
    if (!h.cksumValid) throw new TocError(`invalid tar header checksum at byte ${at2}`);
    if (!h.path) throw new TocError(`a tar header without a path at byte ${at2}`);
    const isLink = /^(Symbolic)?Link$/.test(h.type ?? "");
    if (isLink && !h.linkpath) throw new TocError(`a link without a target at byte ${at2}`);
    if (!isLink && !/^(Global)?ExtendedHeader$/.test(h.type ?? "") && h.linkpath)
      throw new TocError(`a ${h.type} entry with a link target at byte ${at2}`);
    const size = h.size ?? 0;
    const padded = paddedSize(size);
    const entry = new $e(h, this.ex, this.gex);
    if (entry.meta) {
      this.metaStart ??= at2;
      this.skip = padded;
      if (size > MAX_META || size === 0) return;
      this.meta = { type: entry.type, size, chunks: [], got: 0 };
      return;
    }
    const e = {
      header: this.metaStart ?? at2,
      data: at2 + TAR_BLOCK,
      size,
      type: entry.type,
      path: entry.path,
      ...entry.linkpath ? { linkpath: entry.linkpath } : {},
      ...entry.mode !== void 0 ? { mode: entry.mode } : {}
    };
    const k2 = this.table.push(e);
    if (this.digests && FILE_TYPES.has(e.type)) {
      if (size) this.hash = { h: createHash("sha256"), left: size, entry: k2 };
      else this.table.setDigest(k2, EMPTY_SHA256);
    }
    this.ex = void 0;
    this.metaStart = void 0;
    this.skip = padded;
  }
  endMeta() {
    const m2 = this.meta;
    this.meta = void 0;
    const text = Buffer.concat(m2.chunks).toString("utf8");
    if (m2.type === "ExtendedHeader" || m2.type === "OldExtendedHeader")
      this.ex = ft.parse(text, this.ex, false);
    else if (m2.type === "GlobalExtendedHeader")
      this.gex = ft.parse(text, this.gex, true);
    else if (m2.type === "NextFileHasLongPath" || m2.type === "OldGnuLongPath")
      this.ex = { ...this.ex ?? {}, path: text.replace(/\0.*/s, "") };
    else if (m2.type === "NextFileHasLongLinkpath")
      this.ex = { ...this.ex ?? {}, linkpath: text.replace(/\0.*/s, "") };
  }
};

// src/seek/index/rows.ts
var OTHER2 = 255;
var RowWriter = class {
  buf = Buffer.allocUnsafe(1 << 16);
  len = 0;
  prevPath = Buffer.alloc(0);
  prevEnd = 0;
  room(n) {
    if (this.len + n <= this.buf.length) return;
    const b2 = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.len + n));
    this.buf.copy(b2, 0, 0, this.len);
    this.buf = b2;
  }
  varint(v2) {
    if (!Number.isSafeInteger(v2) || v2 < 0) throw new Error(`internal: varint ${v2}`);
    this.room(8);
    while (v2 >= 128) {
      this.buf[this.len++] = v2 % 128 | 128;
      v2 = Math.floor(v2 / 128);
    }
    this.buf[this.len++] = v2;
  }
  bytes(b2) {
    this.room(b2.length);
    b2.copy(this.buf, this.len);
    this.len += b2.length;
  }
  row(e) {
    if (e.header % TAR_BLOCK || e.data % TAR_BLOCK || e.header < this.prevEnd || e.data <= e.header)
      throw new Error(`internal: an entry off the tar blocks (${e.path})`);
    this.varint((e.header - this.prevEnd) / TAR_BLOCK);
    this.varint((e.data - e.header) / TAR_BLOCK - 1);
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
    this.prevEnd = entryEnd(e.data, e.size);
  }
  text(b2) {
    this.varint(b2.length);
    this.bytes(b2);
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
var MAX_TYPE_NAME = 64;
var RowReader = class {
  pos;
  b;
  prevPath = Buffer.alloc(0);
  prevEnd = 0;
  constructor(b2, pos = 0) {
    this.b = b2;
    this.pos = pos;
  }
  get at() {
    return this.pos;
  }
  get length() {
    return this.b.length;
  }
  /** The bytes that arrived (what was left of the last ones, and the next piece). */
  reset(b2) {
    this.b = b2;
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
    const v2 = this.bytes(4);
    return v2.readUInt32LE(0);
  }
  varint() {
    let v2 = 0;
    let scale = 1;
    for (let i = 0; ; i++) {
      const c = this.byte();
      v2 += (c & 127) * scale;
      if (!(c & 128)) break;
      scale *= 128;
      if (i >= 7) throw new IndexFormatError("a number in the index is too long");
    }
    if (!Number.isSafeInteger(v2)) throw new IndexFormatError("a number in the index is too large");
    return v2;
  }
  /**
   * A length read before its bytes and refused past `max` (issue 49 item 7: 200,000 rows of 64 KiB
   * paths held 297 MiB, every one of them a path no install takes).
   */
  capped(max, what) {
    const n = this.varint();
    if (n > max)
      throw new IndexFormatError(
        `${what} in the index is longer than the ${what === "a path" ? LIMITS.pathBytes : max} bytes an install takes`
      );
    return n;
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
    const header = this.prevEnd + this.varint() * TAR_BLOCK;
    const blocks = this.varint() + 1;
    const data = header + blocks * TAR_BLOCK;
    const size = this.varint();
    const code = this.byte();
    const type = code === OTHER2 ? this.bytes(this.capped(MAX_TYPE_NAME, "a type name")).toString("utf8") : TYPES[code];
    if (type === void 0) throw new IndexFormatError(`an entry of unknown type code ${code}`);
    const m2 = this.varint();
    if (m2 > 4294967295) throw new IndexFormatError("an entry mode out of range");
    const shared = this.varint();
    if (shared > this.prevPath.length)
      throw new IndexFormatError("a path sharing more than the one before it has");
    const own = this.bytes(this.capped(LIMITS.pathBytes - shared, "a path"));
    const link = this.varint();
    if (link - 1 > LIMITS.pathBytes)
      throw new IndexFormatError(
        `a link target in the index is longer than the ${LIMITS.pathBytes} bytes an install takes`
      );
    const linkpath = link ? this.bytes(link - 1).toString("utf8") : void 0;
    const hasDigest = this.byte();
    if (hasDigest > 1) throw new IndexFormatError("a malformed entry digest flag");
    const sha2562 = hasDigest ? this.bytes(32) : void 0;
    if (!Number.isSafeInteger(data + size) || blocks > 4294967295 || header / TAR_BLOCK >= 4294967295)
      throw new IndexFormatError("an entry beyond any stream (2 TiB)");
    const path = Buffer.concat([this.prevPath.subarray(0, shared), own]);
    if (!sha2562 && FILE_TYPES.has(type))
      throw new IndexFormatError(
        `${JSON.stringify(path.toString("utf8").slice(0, 200))} is a regular file without a sha256 (format 2 gives every file one)`
      );
    toc.push({
      header,
      data,
      size,
      type,
      path,
      ...linkpath !== void 0 ? { linkpath } : {},
      ...m2 ? { mode: m2 - 1 } : {},
      ...sha2562 ? { sha256: sha2562 } : {}
    });
    this.prevPath = path;
    this.prevEnd = entryEnd(data, size);
  }
};

// src/seek/index/decode.ts
var MAX_DECODED_BYTES = 128 << 20;
var MAX_ENTRIES = 105e4;
var MAX_PATH_BYTES = 64 << 20;
var MAX_SPANS = 65536;
var MAX_V1_BYTES = 8 << 20;
var MAX_HEADER_BYTES = 1 << 20;
var PIECE = 1 << 20;
var SLICE = 16 << 10;
var isDigest = (s3) => typeof s3 === "string" && /^sha256:[0-9a-f]{64}$/.test(s3);
var isCount = (n) => typeof n === "number" && Number.isSafeInteger(n) && n >= 0;
async function decodeIndex(file, expect = {}) {
  let parser;
  let v1;
  let inflated = 0;
  try {
    await pipeline(
      Readable.from(slices(file)),
      createGunzip({ chunkSize: PIECE }),
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
  for (let at2 = 0; at2 < file.length; at2 += SLICE) yield file.subarray(at2, at2 + SLICE);
}
function checkLayerFields(l, i, rows) {
  if (!l || !isDigest(l.digest) || !isCount(l.size) || !isCount(l.tarBytes) || l.eoa !== void 0 && !isCount(l.eoa) || !["gzip", "zstd", "none"].includes(l.compression) || rows === Infinity)
    throw new IndexFormatError(`layer ${i + 1} of the index is malformed`);
  if (rows > l.tarBytes / TAR_BLOCK)
    throw new IndexFormatError(
      `layer ${i + 1} of the index lists ${rows} entries in a tar stream of ${l.tarBytes} bytes`
    );
}
function checkHeader(doc, expect, format) {
  if (doc.format !== format)
    throw new IndexFormatError(`index format ${String(doc.format)} (this reads 1 and ${INDEX_FORMAT})`);
  if (!isDigest(doc.manifest) || !Array.isArray(doc.layers))
    throw new IndexFormatError("the index names no manifest or layers");
  if (expect.manifest && doc.manifest !== expect.manifest)
    throw new OtherImageIndexError(
      `was made for manifest ${doc.manifest}, but the image resolves to ${expect.manifest}`
    );
}
var indexOf = (doc, format, layers) => ({
  format,
  tool: String(doc.tool ?? ""),
  manifest: doc.manifest,
  spacing: isCount(doc.spacing) ? doc.spacing : 0,
  layers
});
var V2Parser = class {
  expect;
  rest = Buffer.alloc(0);
  /** Where a record cut between two pieces is put together with the next piece. */
  joined = Buffer.alloc(0);
  doc;
  layerHeaders = [];
  layers = [];
  /** The layer being read, and what of it is read. */
  i = 0;
  stage = "gzidx-header";
  gzidxHeader;
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
    let b2 = piece;
    if (this.rest.length) {
      const n = this.rest.length + piece.length;
      if (this.joined.length < n) this.joined = Buffer.allocUnsafe(Math.max(n, 2 * PIECE));
      this.rest.copy(this.joined);
      piece.copy(this.joined, this.rest.length);
      b2 = this.joined.subarray(0, n);
    }
    this.rest = Buffer.from(b2.subarray(this.parse(b2)));
  }
  /** Reads records from `b` while they are whole; where it stopped. */
  parse(b2) {
    const r = this.rows;
    r.reset(b2);
    for (; ; ) {
      const at2 = r.at;
      try {
        if (!this.step(r)) break;
      } catch (e) {
        if (e !== NEED_MORE) throw e;
        r.rewind(at2);
        break;
      }
    }
    return r.at;
  }
  /** Reads one record; false when every table is read. */
  step(r) {
    if (this.doc && this.i >= this.layerHeaders.length) {
      if (r.at < r.length) throw new IndexFormatError("the index has bytes after its last table");
      return false;
    }
    if (!this.doc) return this.readHeader(r);
    const l = this.layerHeaders[this.i];
    switch (this.stage) {
      case "gzidx-header":
        return this.readGzidxHeader(r, l);
      case "points":
        return this.readPoint(r, l);
      case "windows":
        if (this.windows.length < this.windowsWanted) {
          this.windows.push(Buffer.from(r.bytes(WINDOW)));
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
        return this.i < this.layerHeaders.length;
    }
  }
  /** The header: the manifest and what each layer's tables hold, checked before any table is read. */
  readHeader(r) {
    r.bytes(MAGIC.length);
    const len = r.u32();
    if (len > MAX_HEADER_BYTES) throw new IndexFormatError("the index header is larger than an index has");
    const text = r.bytes(len).toString("utf8");
    let doc;
    try {
      doc = JSON.parse(text);
    } catch {
      throw new IndexFormatError("the index header is not JSON");
    }
    checkHeader(doc, this.expect, INDEX_FORMAT);
    this.layerHeaders = doc.layers;
    let entries = 0;
    let spans = 0;
    for (const [i, l] of this.layerHeaders.entries()) {
      checkLayerFields(l, i, isCount(l?.entries) ? l.entries : Infinity);
      if (!isCount(l.gzidxBytes) || !isCount(l.spans) || l.compression !== "gzip" && l.gzidxBytes)
        throw new IndexFormatError(`layer ${i + 1} of the index is malformed`);
      entries += l.entries;
      spans += l.spans;
    }
    if (entries > MAX_ENTRIES || spans > MAX_SPANS)
      throw new IndexFormatError(
        entries > MAX_ENTRIES ? `the index lists ${entries} entries, more than the ${MAX_ENTRIES} an index may hold` : `the index lists ${spans} spans, more than the ${MAX_SPANS} an index may hold`
      );
    this.doc = doc;
    this.startLayer();
    return this.i < this.layerHeaders.length;
  }
  /** A gzip layer's GZIDX header: how many checkpoints follow (one per span). */
  readGzidxHeader(r, l) {
    if (!l.gzidxBytes) {
      this.stage = "spans";
      return true;
    }
    this.gzidxHeader = Buffer.from(r.bytes(GZIDX_HEADER));
    const n = gzidxPoints(this.gzidxHeader);
    if (n !== l.spans)
      throw new IndexFormatError(
        `layer ${this.i + 1} of the index has ${n} checkpoints but ${l.spans} spans (one per checkpoint)`
      );
    if (GZIDX_HEADER + n * GZIDX_POINT > l.gzidxBytes)
      throw new IndexFormatError(
        `layer ${this.i + 1} of the index gives its checkpoints ${l.gzidxBytes} bytes, fewer than the ${GZIDX_HEADER + n * GZIDX_POINT} its ${n} checkpoints take`
      );
    this.points = [];
    this.windows = [];
    this.windowsWanted = 0;
    this.stage = "points";
    return true;
  }
  /** One GZIDX checkpoint record; after the last, the windows they ask for must fill the layer's bytes. */
  readPoint(r, l) {
    const n = gzidxPoints(this.gzidxHeader);
    if (this.points.length < n) {
      const p2 = Buffer.from(r.bytes(GZIDX_POINT));
      if (pointHasWindow(p2)) this.windowsWanted++;
      this.points.push(p2);
      return true;
    }
    if (GZIDX_HEADER + n * GZIDX_POINT + this.windowsWanted * WINDOW !== l.gzidxBytes)
      throw new IndexFormatError(
        `layer ${this.i + 1} of the index has ${l.gzidxBytes} bytes of checkpoints, which its GZIDX index does not fill`
      );
    this.stage = "windows";
    return true;
  }
  startLayer() {
    const l = this.layerHeaders[this.i];
    if (!l) return;
    this.stage = "gzidx-header";
    this.spans = [];
    this.toc = new TocTable();
  }
  finishLayer(l) {
    this.pathBytes += this.toc.pathBytesHeld;
    const checkpoints = l.compression === "gzip" ? fromGzidx(Buffer.concat([this.gzidxHeader ?? Buffer.alloc(0), ...this.points]), this.windows).checkpoints : [];
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
    this.gzidxHeader = void 0;
    this.points = [];
    this.windows = [];
    this.i++;
    this.startLayer();
  }
  end() {
    if (!this.doc || this.i < this.layerHeaders.length)
      throw new IndexFormatError("the index is cut short, or a length in it is wrong");
    if (this.rest.length) throw new IndexFormatError("the index has bytes after its last table");
    return indexOf(this.doc, INDEX_FORMAT, this.layers);
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
  checkHeader(doc, expect, 1);
  if (!Array.isArray(doc.layers)) throw new IndexFormatError("the index has no list of layers");
  const list = (v2, what, i) => {
    if (v2 === void 0) return [];
    if (!Array.isArray(v2))
      throw new IndexFormatError(`layer ${i + 1} of the index has ${what} that is not a list`);
    return v2;
  };
  const layers = doc.layers.map((l, i) => {
    if (typeof l !== "object" || l === null)
      throw new IndexFormatError(`layer ${i + 1} of the index is not an object`);
    checkLayerFields(l, i, Array.isArray(l?.toc) ? l.toc.length : 0);
    const spans = list(l.spans, "spans", i).map((span) => {
      if (!Array.isArray(span)) throw new IndexFormatError(`layer ${i + 1} of the index has a malformed span`);
      const [offset, length, sha2562] = span;
      if (!isCount(offset) || !isCount(length) || !/^[0-9a-f]{64}$/.test(String(sha2562)))
        throw new IndexFormatError(`layer ${i + 1} of the index has a malformed span`);
      return { offset, length, sha256: sha2562 };
    });
    const checkpoints = l.compression === "gzip" ? fromGzidx(Buffer.from(String(l.gzidx ?? ""), "base64")).checkpoints : [];
    const toc = new TocTable();
    for (const [k2, row] of list(l.toc, "a table of contents", i).entries()) {
      if (!Array.isArray(row)) throw new IndexFormatError(`layer ${i + 1} of the index has a malformed entry`);
      const [header, data, size, type, path, linkpath, mode] = row;
      if (!isCount(header) || !isCount(data) || !isCount(size) || typeof type !== "string" || typeof path !== "string" || linkpath !== null && linkpath !== void 0 && typeof linkpath !== "string" || mode !== null && mode !== void 0 && (!isCount(mode) || mode >= 4294967295))
        throw new IndexFormatError(`layer ${i + 1} of the index has a malformed entry`);
      if (header % TAR_BLOCK || data % TAR_BLOCK || data <= header)
        throw new IndexFormatError(
          `layer ${i + 1} of the index: entry ${k2 + 1} (${path}) has its header at byte ${header} and its content at ${data}, not on 512-byte blocks in that order`
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

// src/seek/source/index-source.ts
var MAX_INDEX_BYTES = 512 << 20;
var EMPTY_CONFIG = { mediaType: "application/vnd.oci.empty.v1+json", bytes: Buffer.from("{}") };
function describeSpec(s3) {
  return s3.kind === "file" ? s3.path : s3.reference.original;
}
async function loadIndex(spec, o) {
  let bytes;
  if (spec.kind === "file") {
    try {
      const st2 = await fs4.stat(spec.path);
      if (!st2.isFile()) throw new UsageError(`The seek index ${spec.path} is not a file.`);
      if (st2.size > MAX_INDEX_BYTES)
        throw new UsageError(`The seek index ${spec.path} is ${st2.size} bytes, more than an index can be.`);
      bytes = await fs4.readFile(spec.path);
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

// src/seek/source/fits.ts
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

// src/layers/model/children.ts
import { randomBytes } from "node:crypto";
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
  numberOf(p2) {
    let n = this.numbers.get(p2);
    if (n === void 0 && this.list.length < MAX_PATTERNS) {
      n = this.list.push(p2) - 1;
      this.numbers.set(p2, n);
    }
    return n;
  }
  at(n) {
    return this.list[n];
  }
};
var patterns = new Patterns();
function pack(f2) {
  if (f2.layer > MAX_PACKED_LAYER || f2.layer < -1) return void 0;
  if (f2.prunedBy) {
    const n = f2.onDisk ? void 0 : patterns.numberOf(f2.prunedBy);
    return n === void 0 ? void 0 : -1 - (f2.mode & 511 | f2.layer + 1 << 9 | n << PATTERN_SHIFT);
  }
  if (f2.size > MAX_PACKED_SIZE) return void 0;
  return f2.mode & 511 | (f2.onDisk ? 1 << 9 : 0) | f2.layer + 1 << 10 | f2.size << SIZE_SHIFT;
}
function unpack(v2) {
  if (v2 < 0) {
    const p2 = -1 - v2;
    return {
      kind: "file",
      mode: p2 & 511,
      onDisk: false,
      layer: (p2 >> 9 & 255) - 1,
      size: 0,
      prunedBy: patterns.at(p2 >>> PATTERN_SHIFT)
    };
  }
  return {
    kind: "file",
    mode: v2 & 511,
    onDisk: (v2 & 1 << 9) !== 0,
    layer: (v2 >> 10 & 255) - 1,
    size: v2 >>> SIZE_SHIFT
  };
}
var scratch = Buffer.allocUnsafeSlow(1024);
function encode(name) {
  if (name.length * 3 > scratch.length) scratch = Buffer.allocUnsafeSlow(name.length * 3);
  return scratch.write(name, 0, "utf8");
}
function same(b2, at2, n) {
  if (n > 32) return b2.compare(scratch, 0, n, at2, at2 + n) === 0;
  for (let i = 0; i < n; i++) if (b2[at2 + i] !== scratch[i]) return false;
  return true;
}
var SEED = randomBytes(4).readUInt32LE(0);
function seededHash(b2, at2, n) {
  let h = (2166136261 ^ SEED) >>> 0;
  for (let i = at2; i < at2 + n; i++) h = Math.imul(h ^ b2[i], 16777619);
  h ^= h >>> 16;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  h = Math.imul(h, 3266489909);
  h ^= h >>> 16;
  return h >>> 0;
}
var nameHashing = { of: seededHash, probes: 0, fallbacks: 0 };
var hashOf = (b2, at2, n) => nameHashing.of(b2, at2, n);
var LONG_PROBE = 64;
var Children = class {
  /** Slots in insertion order: a value (packed file, object or GONE), and where its name ends. */
  values = new Int32Array(4);
  nameEnd = new Uint32Array(4);
  names = Buffer.allocUnsafeSlow(32);
  origins;
  objects = [];
  /** Open addressing, linear probing: slot + 1, EMPTY or REMOVED; its length a power of two. */
  cells = new Int32Array(8);
  /** Set once probing ran long (LONG_PROBE): name -> slot, in place of the cells. */
  byName;
  used = 0;
  live = 0;
  iterating = 0;
  get size() {
    return this.live;
  }
  nameStart(s3) {
    return s3 ? this.nameEnd[s3 - 1] : 0;
  }
  /**
   * The slot named by the first `n` bytes of `scratch` (which hold `name`), or -1, and the cell it
   * is in or would go in (-1 once the directory holds its names in a Map).
   */
  find(name, n) {
    if (this.byName) {
      nameHashing.probes++;
      return { slot: this.byName.get(name) ?? -1, cell: -1 };
    }
    const mask = this.cells.length - 1;
    let free = -1;
    let probes = 0;
    for (let c = hashOf(scratch, 0, n) & mask; ; c = c + 1 & mask) {
      nameHashing.probes++;
      if (++probes > LONG_PROBE) {
        this.toMap();
        return this.find(name, n);
      }
      const v2 = this.cells[c];
      if (v2 === EMPTY) return { slot: -1, cell: free < 0 ? c : free };
      if (v2 === REMOVED) {
        if (free < 0) free = c;
        continue;
      }
      const s3 = v2 - 1;
      const at2 = this.nameStart(s3);
      if (this.nameEnd[s3] - at2 === n && same(this.names, at2, n)) return { slot: s3, cell: c };
    }
  }
  /** The live slots' names into a Map (a directory whose names the hash does not spread). */
  toMap() {
    nameHashing.fallbacks++;
    const m2 = /* @__PURE__ */ new Map();
    for (let s3 = 0; s3 < this.used; s3++)
      if (this.values[s3] !== GONE) m2.set(this.names.toString("utf8", this.nameStart(s3), this.nameEnd[s3]), s3);
    this.byName = m2;
    this.cells = new Int32Array(0);
  }
  view(s3) {
    const v2 = this.values[s3];
    if (v2 === GONE) return void 0;
    if (v2 <= OBJECT) return this.objects[OBJECT - v2];
    const f2 = unpack(v2);
    const origin = this.origins?.[s3];
    return origin === void 0 || Number.isNaN(origin) ? f2 : { ...f2, origin };
  }
  get(name) {
    const n = encode(name);
    const { slot } = this.find(name, n);
    return slot < 0 ? void 0 : this.view(slot);
  }
  set(name, node) {
    let n = encode(name);
    let { slot, cell } = this.find(name, n);
    if (slot < 0) {
      if (this.used === this.values.length) {
        this.rebuild();
        n = encode(name);
        cell = this.find(name, n).cell;
      }
      slot = this.used++;
      this.live++;
      const at2 = this.nameStart(slot);
      if (at2 + n > this.names.length) {
        const b2 = Buffer.allocUnsafeSlow(Math.max(this.names.length * 2, at2 + n));
        this.names.copy(b2, 0, 0, at2);
        this.names = b2;
      }
      scratch.copy(this.names, at2, 0, n);
      this.nameEnd[slot] = at2 + n;
      if (this.byName) this.byName.set(name, slot);
      else this.cells[cell] = slot + 1;
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
    const { slot, cell } = this.find(name, n);
    if (slot < 0) return false;
    this.drop(slot);
    this.values[slot] = GONE;
    if (this.byName) this.byName.delete(name);
    else this.cells[cell] = REMOVED;
    this.live--;
    return true;
  }
  /** Lets go of what the slot's value holds besides itself. */
  drop(s3) {
    const v2 = this.values[s3];
    if (v2 <= OBJECT && v2 !== GONE) this.objects[OBJECT - v2] = void 0;
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
    for (let s3 = 0; s3 < this.used; s3++)
      if (this.values[s3] !== GONE) liveBytes += this.nameEnd[s3] - this.nameStart(s3);
    const names = Buffer.allocUnsafeSlow(Math.max(32, Math.ceil(liveBytes * cap / Math.max(1, this.live))));
    const origins = this.origins ? new Float64Array(cap).fill(NaN) : void 0;
    const objects = [];
    let k2 = 0;
    let end = 0;
    for (let s3 = 0; s3 < this.used; s3++) {
      let v2 = this.values[s3];
      if (v2 === GONE) continue;
      if (v2 <= OBJECT) {
        v2 = OBJECT - objects.length;
        objects.push(this.objects[OBJECT - this.values[s3]]);
      }
      values[k2] = v2;
      if (origins) origins[k2] = this.origins[s3];
      const at2 = this.nameStart(s3);
      const len = this.nameEnd[s3] - at2;
      this.names.copy(names, end, at2, at2 + len);
      end += len;
      nameEnd[k2++] = end;
    }
    this.values = values;
    this.nameEnd = nameEnd;
    this.names = names;
    this.origins = origins;
    this.objects = objects;
    this.used = k2;
    if (this.byName) {
      this.byName = void 0;
      return this.toMap();
    }
    let cells = 8;
    while (cells < cap * 1.5) cells *= 2;
    this.cells = new Int32Array(cells);
    for (let s3 = 0; s3 < k2; s3++) {
      const at2 = this.nameStart(s3);
      let c = hashOf(names, at2, nameEnd[s3] - at2) & cells - 1;
      for (let probes = 0; this.cells[c] !== EMPTY; c = c + 1 & cells - 1) {
        nameHashing.probes++;
        if (++probes > LONG_PROBE) return this.toMap();
      }
      this.cells[c] = s3 + 1;
    }
  }
  *[Symbol.iterator]() {
    this.iterating++;
    try {
      for (let s3 = 0; s3 < this.used; s3++) {
        const node = this.view(s3);
        if (node) yield [this.names.toString("utf8", this.nameStart(s3), this.nameEnd[s3]), node];
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
  const walk2 = new ComponentWalk(parts2);
  let cur = [];
  let dirs = [root];
  let node = root;
  let missing = false;
  for (let c = walk2.next(); c !== void 0; c = walk2.next()) {
    if (c === "..") {
      if (cur.length) cur.pop();
      if (cur.length < dirs.length) {
        dirs.length = cur.length + 1;
        node = dirs[cur.length];
        missing = false;
      }
      continue;
    }
    if (cur.length >= LIMITS.depth)
      throw new ResolveError(
        `/${parts2.join("/").slice(0, 200)} resolves deeper than ${LIMITS.depth} directories`
      );
    if (missing || !node) {
      cur.push(c);
      missing = true;
      node = void 0;
      continue;
    }
    if (node.kind !== "dir")
      throw new ResolveError(
        `/${cur.join("/")} is not a directory, but the layer puts /${[...cur, c].join("/")}\u2026 under it`
      );
    const child = node.children.get(c);
    if (child?.kind === "symlink" && (walk2.more() || followFinal)) {
      try {
        walk2.follow(child.target);
      } catch (e) {
        if (e instanceof WalkLimit)
          throw new ResolveError(`resolving /${parts2.join("/").slice(0, 200)}: ${e.message}`);
        throw e;
      }
      if (child.target.startsWith("/")) {
        cur = [];
        dirs = [root];
        node = root;
        missing = false;
      }
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
    const p2 = [...prefix, name];
    yield [p2, child, dir];
    if (child.kind === "dir") yield* walk(child, p2);
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
  /**
   * A link at a name where nothing was: no resolution that found something there changes, so the
   * table changes incrementally (a rebuild after every link cost 59 s on 8,000 links interleaved
   * with files). Only links waiting for a target through this name are looked at again.
   */
  freshLinkAdded(parts2) {
    this.linkAdded(parts2);
    if (this.dirty || !this.pending.size) return;
    const at2 = toPath(parts2);
    for (const [key, links] of [...this.pending]) {
      if (key !== at2 && !key.startsWith(`${at2}/`)) continue;
      this.pending.delete(key);
      for (const l of links) this.addAlias(l.split("/"));
    }
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
  /** Full rebuilds so far (a test holds them flat as links are added). */
  rebuilds = 0;
  rebuild() {
    this.rebuilds++;
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
    this.aliased ??= [...this.aliases.keys()].filter((d) => d !== "").sort((a, b2) => a.length - b2.length);
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
var sameDir = (a, b2) => a.kind === "dir" && b2.kind === "dir" && a.mode === b2.mode;
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

// src/layers/model/finish.ts
var isSharedLibrary = (name) => /\.so(\.|$)/.test(name);
function linkDestination(root, R2, linkParts, target) {
  const linkDir = linkParts.slice(0, -1);
  const oneStep = joinClamped(linkDir, target);
  if (isUnder(oneStep, R2)) {
    try {
      if (isUnder(resolve2(root, oneStep, false).parts, R2)) return oneStep;
    } catch {
    }
  }
  try {
    const full = resolve2(root, linkParts, true);
    if (isUnder(full.parts, R2)) return full.parts;
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
function finalPrune(m2) {
  const { parts: R2, node: top } = keptDirectory(m2.root, m2.imagePath);
  m2.names.setKeptRoot(R2);
  const stats = m2.report;
  const pruned = /* @__PURE__ */ new Set();
  const isPruned = (n) => n.kind === "file" ? !!n.prunedBy : pruned.has(n);
  const visit = (dir, rel, inherited) => {
    for (const [name, n] of dir.children) {
      const p2 = [...rel, name];
      let by = inherited ?? (n.kind === "file" ? n.prunedBy : void 0);
      const names = m2.prune.size || by ? m2.names.namesOf(p2) : [];
      if (!by && m2.prune.size) by = m2.prune.match(names, n.kind === "dir");
      if (by) {
        const prot = m2.protect.match(names, n.kind === "dir", false);
        if (prot) throw protectedConflict(toPath([...R2, ...p2]), by, prot);
        if (n.kind === "file") dir.children.set(name, { ...n, prunedBy: by });
        else pruned.add(n);
        if (n.kind !== "dir" && isSharedLibrary(name)) stats.prunedLibraries[name] ??= by;
      }
      if (n.kind === "dir") visit(n, p2, by);
    }
  };
  visit(top, []);
  return { R: R2, top, isPruned };
}
function* keptOrigins(m2) {
  const { top, isPruned } = finalPrune(m2);
  const skip = /* @__PURE__ */ new Set();
  for (const [, n, parent] of walk(top)) {
    if (skip.has(parent) || isPruned(n)) {
      if (n.kind === "dir") skip.add(n);
      continue;
    }
    if (n.kind === "file" && n.onDisk && n.origin !== void 0) yield n.origin;
  }
}
function manifestOf(m2) {
  const { R: R2, top, isPruned } = finalPrune(m2);
  return { R: R2, rootMode: installedMode(top.mode) | 448, nodes: finishedNodes(m2, R2, top, isPruned) };
}
function* finishedNodes(m2, R2, top, isPruned) {
  const stats = m2.report;
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
    const real = [...R2, ...rel];
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
      const dest = linkDestination(m2.root, R2, real, n.target);
      if (!dest) {
        stats.externalLinks.push(`${toPath(real)} -> ${n.target}`);
        continue;
      }
      let targetNode;
      try {
        targetNode = resolve2(m2.root, dest, true).node;
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
async function finishTree(m2) {
  const { R: R2, rootMode, nodes } = manifestOf(m2);
  const stats = m2.report;
  const written = !m2.place;
  const dirs = [];
  const pending = [];
  for (const f2 of nodes) {
    const path = m2.disk([...R2, ...f2.rel]);
    if (f2.kind === "late-pruned") {
      if (written) pending.push(fs5.rm(path, { recursive: true, force: true }));
    } else if (f2.kind === "dir") {
      if (!f2.onDisk || !written) await fs5.mkdir(path, { recursive: true });
      dirs.push([path, f2.mode]);
    } else if (f2.kind === "file") {
      m2.place?.(f2.node, path);
    } else {
      await fs5.mkdir(m2.disk([...R2, ...f2.rel.slice(0, -1)]), { recursive: true });
      await fs5.symlink(f2.target, path);
    }
  }
  await Promise.all(pending);
  for (const [path, mode] of dirs.reverse()) await fs5.chmod(path, mode);
  await fs5.mkdir(m2.disk(R2), { recursive: true });
  await fs5.chmod(m2.disk(R2), rootMode);
  stats.filesPruned += stats.latePrunedFiles;
  stats.bytesPruned += stats.latePrunedBytes;
  return { dir: m2.disk(R2), realPath: toPath(R2) };
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
  /** Full rebuilds of the alias table so far (a test holds them flat as links are added). */
  get aliasRebuilds() {
    return this.names.rebuilds;
  }
  /**
   * Links changed: the alias table is rebuilt (unless `incremental`: a link at a fresh name, which
   * the table took in itself), and image-path may now resolve elsewhere.
   */
  linksChanged(incremental = false) {
    if (!incremental) this.names.invalidate();
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
    const p2 = this.o.protect.match(this.names.namesOf(rel), isDir, false);
    if (p2) throw protectedConflict(toPath(parts2), prunedBy, p2);
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
      for (const [p2, n] of walk(node, parts2)) {
        if (n.kind === "symlink") {
          this.names.linkRemoved(toPath(p2));
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
    const cleanMode = installedMode(mode);
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
        if (existing) {
          this.names.linkAdded(real);
          this.linksChanged();
        } else {
          this.names.freshLinkAdded(real);
          this.linksChanged(true);
        }
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
      disk: (p2) => this.disk(p2)
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
    const R2 = keptDirectory(this.root, this.o.imagePath).parts;
    return (path, origin) => {
      let r;
      try {
        r = resolve2(this.root, cleanEntryPath(path), false);
      } catch {
        return void 0;
      }
      const n = r.node;
      if (n?.kind !== "file" || n.origin !== origin || !n.onDisk || n.prunedBy || !isUnder(r.parts, R2))
        return void 0;
      return this.disk(r.parts);
    };
  }
};

// src/layers/align.ts
var BlockAligner = class {
  carry;
  /** The slices of `c`, in order, each a whole number of blocks; a short remainder is kept (copied). */
  *pieces(c) {
    let off = 0;
    if (this.carry) {
      const need = TAR_BLOCK - this.carry.length;
      if (c.length < need) {
        this.carry = Buffer.concat([this.carry, c]);
        return;
      }
      const joined = Buffer.concat([this.carry, c.subarray(0, need)]);
      this.carry = void 0;
      off = need;
      yield joined;
    }
    const end = off + Math.floor((c.length - off) / TAR_BLOCK) * TAR_BLOCK;
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

// src/layers/tar-entries.ts
var PARSED_BACKLOG_BYTES = 2 << 20;
var PARSED_BACKLOG_ENTRIES = 1024;
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
    return this.ahead > PARSED_BACKLOG_BYTES || this.open.size > PARSED_BACKLOG_ENTRIES;
  }
  get stopped() {
    return !!this.failure || this.closed;
  }
  stop(failure) {
    if (failure) this.failure ??= failure;
    else this.closed = true;
    for (const b2 of this.open) b2.discard();
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

// src/seek/plan/plan.ts
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
    const k2 = placeOf(id);
    return ((this.bits[layerOf(id)]?.[k2 >> 3] ?? 0) & 1 << (k2 & 7)) !== 0;
  }
  add(id) {
    if (this.has(id)) return;
    const k2 = placeOf(id);
    this.bits[layerOf(id)][k2 >> 3] |= 1 << (k2 & 7);
    this.size++;
  }
  *[Symbol.iterator]() {
    for (const [layer, b2] of this.bits.entries())
      for (let i = 0; i < b2.length; i++)
        if (b2[i]) {
          for (let bit = 0; bit < 8; bit++) if (b2[i] & 1 << bit) yield entryId(layer, i * 8 + bit);
        }
  }
};
var FS_BLOCK = 4096;
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
      for (const id of needed) onDisk += Math.ceil(sizeOf(id) / FS_BLOCK) * FS_BLOCK;
      const fetch = needsOf(index, needed);
      return {
        fetch,
        fetchBytes: fetch.reduce((s3, n) => s3 + n.bytes, 0),
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
      if (!r && e instanceof UnsafeEntryError)
        throw new IndexMismatchError(
          `The seek index lists an entry no install takes (${e.message}). ${INDEX_REMEDY}`
        );
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
      for (const [k2, e] of l.toc.entries()) {
        if (k2 % PLAN_YIELD === PLAN_YIELD - 1) await new Promise((r) => setImmediate(r));
        yield { header: e, content: { origin: entryId(layer, k2) } };
      }
    }
  };
}
var PLAN_YIELD = 4096;
function needsOf(index, needed) {
  return index.layers.map((l, i) => {
    const wanted = /* @__PURE__ */ new Set();
    let any = false;
    for (let k2 = 0; k2 < l.toc.length; k2++) {
      const size = l.toc.sizeAt(k2);
      if (!size || !needed.has(entryId(i, k2))) continue;
      any = true;
      if (l.compression !== "gzip") break;
      const data = l.toc.dataAt(k2);
      const [first, last] = spansOver(l, data, data + size);
      for (let j2 = first; j2 <= last; j2++) wanted.add(j2);
    }
    if (!any) return { how: "toc", spans: [], bytes: 0 };
    if (l.compression !== "gzip") return { how: "stream", spans: [], bytes: l.size };
    const spans = [...wanted].sort((a, b2) => a - b2);
    return { how: "spans", spans, bytes: fetchBytes(l, spans) };
  });
}

// src/sha256.ts
import { createHash as createHash2 } from "node:crypto";
var sha256 = (b2) => createHash2("sha256").update(b2).digest("hex");

export {
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
  dockerLogin,
  pushBlob,
  pushManifest,
  checkPushAccess,
  INDEX_FORMAT,
  MAGIC,
  MAX_SPAN_BYTES,
  entryId,
  layerOf,
  placeOf,
  spanRange,
  spanBytes,
  headBytes,
  spanOut,
  spanAt,
  spansOver,
  wt,
  TocBuilder,
  RowWriter,
  describeSpec,
  loadIndex,
  pushIndex,
  checkIndexFits,
  EntryContent,
  IN_ORDER,
  DisjointLayers,
  Overlay,
  applyEntries,
  applyLayer,
  restartFor,
  Restarts,
  EntrySet,
  planInstall,
  writesContent,
  parseDynamic,
  HOST_LIBRARIES,
  ClosureError,
  computeClosure,
  keepOnly,
  closureLines,
  sha256
};
