"""Substituted terms for rubric v3 (2.12.0): a sentence that follows a sentence of the label, the
gold or the question word for word but puts another clinical term or number in place of one of its own.

"Severe impairment of renal or cardiac function" where the label says "renal or hepatic function",
"sore throat, jaundice, purpura" where it says "sore throat, pallor, purpura": each word of the
answer is one the label uses somewhere, so no other check sees it, but read in order beside the
sentence it copies, one term has been swapped for another. Texts are read as sequences of content
stems (stop words out, synonyms as one stem, negators as one token, numbers as they are); the
answer sentence is aligned with the reference sentence it shares the most of, in order, and a
replaced run of one or two tokens is a substitution when:

* both sides are numbers, one for one (a replaced number whose neighbours match), or both sides are
  clinical terms: words of three letters or more that are not among the tokenizer's everyday words
  (common_words.FREQUENT), so that "receive" for "administer" or "below" for "less than" stays a
  paraphrase, and one side is not the other's abbreviation ("tsp", "CrCl", "IV");
* the replaced words appear nowhere else in the answer (moved, not dropped), and the answer's
  words, with a neighbour on each side, appear in no reference sentence (stated elsewhere, they
  are the label's words, not a substitution).

(2.21.0) Two runs of a reference put in each other's place are an exchange (:func:`exchanges`).
(2.22.0) A list of the question or the gold restated with one member replaced: :func:`replaced_members`;
(2.39.0) a list of two members too (:func:`pairs`).
(2.25.0) A sentence that follows no reference whole is read clause by clause (:func:`aligned`).

Standard library only.
"""

from __future__ import annotations

import difflib
import functools
import re
from collections import Counter
from typing import Iterable, Sequence

try:  # a package under evaluate and in the runner; a plain folder in the Harbor verifier
    from . import claims as cl
    from . import rubric as base
    from .common_words import FREQUENT
except ImportError:
    import claims as cl
    import rubric as base
    from common_words import FREQUENT

MATCHED = 0.6  # share of the answer sentence's tokens the reference must match, in order
MIN_TOKENS = 4  # shorter sentences are left alone
PART_MATCHED = 0.65  # (2.25.0) the same, for a clause of a sentence that follows no reference whole
MAX_RUN = 2  # longest replaced run, in tokens, on either side
NEGATION = "NOT"  # the token of every function negator (claims._FUNCTION_NEGATORS)


@functools.lru_cache(maxsize=65536)
def sequence(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``(tokens, words)``: a text's content stems in order (synonyms as one stem, negators as
    ``NOT`` but for those of a limit, numbers as they are), and the normalised word each stands for."""
    norm = base.DIGIT_UNIT_RE.sub(" ", base.normalize(cl.clean(text), "v2"))
    tokens, words = [], []
    split = norm.split()
    for i, t in enumerate(split):
        if t[0].isdigit():
            tokens.append(t)
        elif t in cl._FUNCTION_NEGATORS:
            if cl._limit(split, i):  # (2.15.0) "no more than 6" says "at most 6"
                continue
            tokens.append(NEGATION)
        elif t in base._STOPWORDS:
            continue
        else:
            stem = base._stem(t)
            tokens.append(base._SYNONYMS.get(stem, stem))
        words.append(t)
    return tuple(tokens), tuple(words)


def everyday(word: str) -> bool:
    """Whether ``word``, or the word it inflects ("reported", "passes", "using"), is an everyday word."""
    forms = {word, word[:-1] if word.endswith(("s", "d")) else word, word[:-2] if word.endswith(("es", "ed")) else word}
    if word.endswith("ing"):
        forms |= {word[:-3], word[:-3] + "e"}
    return bool(forms & FREQUENT)


def clinical(word: str) -> bool:
    return len(word) >= 3 and word.isalpha() and not everyday(word)


# (2.15.0) Parts of the body, a closed class of everyday words: one swapped for another ("joint
# pain" where the label says muscle pain) is a substitution though neither is a clinical term.
# Each entry is one site with its adjectives (forms of one site are not substitutions).
BODY_SITES = (("muscle", "muscles", "muscular"), ("joint", "joints"), ("bone", "bones"),
              ("skin", "cutaneous", "dermal"), ("liver", "hepatic"), ("kidney", "kidneys", "renal"),
              ("heart", "cardiac"), ("lung", "lungs", "pulmonary"), ("brain", "cerebral"),
              ("eye", "eyes", "ocular"), ("ear", "ears"), ("stomach", "gastric"), ("bowel", "intestinal"),
              ("bladder",), ("throat",), ("mouth", "oral"), ("nose", "nasal"), ("chest",), ("back",),
              ("head",), ("neck",), ("blood",), ("nerve", "nerves", "neural"), ("tendon", "tendons"))
_SITE = {w: i for i, site in enumerate(BODY_SITES) for w in site}


def body_site(word: str) -> bool:
    """Whether ``word`` names a part of the body (``BODY_SITES``)."""
    return word in _SITE


def same_site(a: str, b: str) -> bool:
    """(2.33.0) Whether two words name one part of the body ("lung", "pulmonary")."""
    return a in _SITE and b in _SITE and _SITE[a] == _SITE[b]


def other_sites(a: Sequence[str], b: Sequence[str]) -> bool:
    """Whether two runs of words are each one part of the body, and not the same one."""
    return len(a) == len(b) == 1 and a[0] in _SITE and b[0] in _SITE and _SITE[a[0]] != _SITE[b[0]]


def _in_order(short: str, long: str) -> bool:
    """``short``'s letters in order in ``long``, starting with its first ("tsp" in "teaspoonfuls")."""
    rest = iter(long)
    return all(ch in rest for ch in short)


# (2.15.0) the abbreviations of household measures, each of one word only
MEASURES = {"tsp": "teaspoon", "tsps": "teaspoon", "tbsp": "tablespoon", "tbsps": "tablespoon", "tbs": "tablespoon"}
ABBREVIATION_LETTERS = 4  # an abbreviation by letters in order is at most this long ("tsp", "crcl")
# what may follow one word's stem in another form of the same word ("tolerabil" beside "toler")
_DERIVED_TAILS = frozenset({"", "abil", "ibil", "ic", "ism", "ist", "iz", "is"})


def same_word(a: str, b: str) -> bool:
    """(2.13.0) Whether two words are forms of one word: their stems are equal, or one is the
    other's and a derivational ending ("tolerability", "toleration"; not "thrombocytopenia" and
    "thrombocytosis", nor "hepatic" and "hepatotoxicity")."""
    short, long = sorted((base._stem(a), base._stem(b)), key=len)
    return len(short) >= 4 and long.startswith(short) and long[len(short):] in _DERIVED_TAILS


def _runs(short: str, words: Sequence[str]) -> bool:
    """(2.25.1) Whether ``short`` splits into one run of letters per word, each run the word's first
    letter and others of it in order ("cn" + "i" for calcineurin inhibitor; not "sle" for systemic
    sclerosis, whose second run would not start with an s)."""
    if not words:
        return not short
    head, rest = words[0], words[1:]
    for cut in range(1, len(short) - len(rest) + 1):
        run = short[:cut]
        if run[0] == head[0] and _in_order(run, head) and _runs(short[cut:], rest):
            return True
    return False


def abbreviates(a: Sequence[str], b: Sequence[str]) -> bool:
    """Whether one run of words is the other's abbreviation: initials ("mi", "myocardial
    infarction"), a prefix ("tolerab"), or up to four letters in order from the first ("tsp",
    "teaspoonful"; (2.25.0) of several words, each word's first among them: "cni", "calcineurin
    inhibitor"); or (2.13.0) another form of the same word (:func:`same_word`)."""
    for x, y in ((a, b), (b, a)):
        if len(x) != 1:
            continue
        if x[0] in MEASURES:  # (2.15.0) "tsp" is a teaspoon, not a tablespoon
            return len(y) == 1 and y[0].startswith(MEASURES[x[0]])
        if len(y) >= 2 and x[0] == "".join(w[0] for w in y):
            return True
        if len(y) >= 2 and len(x[0]) <= ABBREVIATION_LETTERS and _runs(x[0], y):
            return True  # (2.25.0) letters in order from several words: "cni", "crcl", "cpk"
        if len(y) == 1 and (y[0].startswith(x[0]) or x[0].startswith(y[0]) or same_word(x[0], y[0])):
            return True
        if (len(y) == 1 and x[0][0] == y[0][0] and len(x[0]) <= ABBREVIATION_LETTERS and len(x[0]) < len(y[0])
                and _in_order(x[0], y[0])):
            return True
    return False


def _number(token: str) -> bool:
    return token[0].isdigit()


def _holds(seq: Sequence[str], run: Sequence[str]) -> bool:
    n = len(run)
    return any(tuple(seq[i:i + n]) == tuple(run) for i in range(len(seq) - n + 1))


class References:
    """Reference sentences as :func:`sequence` pairs, with each one's token counts and an index of
    which hold each token (the label's are built once per label, in claim_scoring.LabelView)."""

    def __init__(self, texts: Iterable[str] = (), asks: bool = False) -> None:
        self.asks = asks  # (2.27.0) a question's: it names things, it states no slot of a finding
        self.items = tuple(sequence(t) for t in texts)
        self.counts = tuple(Counter(tokens) for tokens, _ in self.items)
        self.index = cl.word_index(tokens for tokens, _ in self.items)


def _best(tokens: tuple, groups: Sequence[References], matched: float = MATCHED) -> tuple | None:
    """``(group, index, matcher)`` of the reference matching the most of ``tokens`` in order (the
    first among equals, groups in order), if it matches ``matched`` of them (and ``MIN_TOKENS``);
    ``matcher`` is the alignment, kept for its opcodes."""
    need = max(MIN_TOKENS, matched * len(tokens))
    have = Counter(tokens)
    best, best_n = None, 0
    for group in groups:
        shared: Counter = Counter()  # no alignment matches more than the tokens two sentences share
        for t, n in have.items():
            for i in group.index.get(t, ()):
                shared[i] += min(n, group.counts[i][t])
        for i in sorted(shared):
            if shared[i] <= best_n or shared[i] < need:
                continue
            matcher = difflib.SequenceMatcher(None, tokens, group.items[i][0], autojunk=False)
            n = sum(b.size for b in matcher.get_matching_blocks())
            if n > best_n:
                best, best_n = (group, i, matcher), n
    return best if best_n >= need else None


def aligned(answer: str, groups: Sequence[References]) -> list[tuple]:
    """``(index, sentence, tokens, words, (group, index there, matcher))`` for each sentence of
    ``answer`` of ``MIN_TOKENS`` tokens or more that follows a reference sentence (:func:`_best`),
    or (2.25.0) for each clause of one that does not (``sentence`` is then the clause's text):
    what :func:`substitutions` and :func:`exchanges` read, worked out once where a caller runs both."""
    out = []
    for n, sentence in enumerate(cl.sentences(answer)):
        tokens, words = sequence(sentence)
        if len(tokens) < MIN_TOKENS:
            continue
        best = _best(tokens, groups)
        if best is not None:
            out.append((n, sentence, tokens, words, best))
            continue
        parts = [p for p in _SUBORDINATE_RE.split(sentence) if p and p.strip()]
        if len(parts) < 2:
            continue
        for part in parts:
            tokens, words = sequence(part)
            if len(tokens) < MIN_TOKENS:
                continue
            best = _best(tokens, groups, PART_MATCHED)
            if best is not None:
                out.append((n, part, tokens, words, best))
    return out


# (2.25.0) Where a sentence follows no reference whole, its clauses are aligned one by one (at
# PART_MATCHED): "Patients on ENSACOVE should be advised to report any unexplained joint pain,
# tenderness, or weakness, because increased CPK can occur" adds a reason to the sentence whose
# "muscle pain" it replaces, and so followed no reference. Split at subordinating conjunctions,
# brackets and ", and"; narrower than claims._CLAUSE_SPLIT_RE (polarity's clauses), which also
# splits at every comma (a list, "pain, tenderness, or weakness") and at "as" ("such as").
_SUBORDINATE_RE = re.compile(r",?\s+(?:because|since|while|whereas|although|though|which|so that|unless)\s+|\(|\)|,\s+(?=and\s)")


def _side_by_side(groups: Sequence[References], a: str, b: str) -> bool:
    """(2.27.1) Whether a reference sentence has tokens ``a`` and ``b`` next to each other."""
    for group in groups:
        for k in group.index.get(a, ()):
            tokens = group.items[k][0]
            if any({tokens[i], tokens[i + 1]} == {a, b} for i in range(len(tokens) - 1)):
                return True
    return False


def substitutions(answer: str, groups: Sequence[References],
                  alignment: list[tuple] | None = None) -> list[tuple[str, str, str, References, int]]:
    """``(sentence, the answer's words, the reference's words, its group, its index there)`` for each
    substitution in ``answer`` against the reference sentences of ``groups`` (``alignment``:
    :func:`aligned` of them, where the caller has it)."""
    found = []
    everywhere = set(sequence(answer)[0])
    alignment = aligned(answer, groups) if alignment is None else alignment
    sentences = cl.sentences(answer)
    for n, sentence, tokens, words, (group, index, matcher) in alignment:
        ref_tokens, ref_words = group.items[index]
        clause = sentence != sentences[n]  # (2.25.0) a clause of a sentence that follows no reference
        ops = matcher.get_opcodes()
        for x, (op, i1, i2, j1, j2) in enumerate(ops):
            if op != "replace" or i2 - i1 > MAX_RUN or j2 - j1 > MAX_RUN:
                continue
            mine, theirs = tokens[i1:i2], ref_tokens[j1:j2]
            if NEGATION in mine or NEGATION in theirs:  # polarity is check_polarity's
                continue
            numbers = len(mine) == len(theirs) == 1 and _number(mine[0]) and _number(theirs[0])
            # (2.27.0) one word for one between words that match on both sides is a slot filled
            # anew: the reference's word said in another sentence does not make it moved
            slot = (not group.asks and len(mine) == len(theirs) == 1 and 0 < x < len(ops) - 1
                    and ops[x - 1][0] == ops[x + 1][0] == "equal")
            # ... nor does the word said again in the sentence where the reference says it more often
            # ("cerebral hemorrhage and/or ischemia of the extremities" for "cerebral ischemia and/or ischemia")
            # (2.27.1) unless a reference gives the two words side by side, as names of one thing
            # ("HUMIRA (adalimumab)"): then the answer saying the other anywhere is enough
            if slot and not _side_by_side(groups, mine[0], theirs[0]):
                moved = tokens.count(theirs[0]) >= ref_tokens.count(theirs[0])
            else:
                moved = bool(set(theirs) & everywhere)
            if not numbers and (moved or not set(mine) - set(ref_tokens)):
                continue
            said, stated = words[i1:i2], ref_words[j1:j2]
            if abbreviates(said, stated):
                continue
            if clause and not other_sites(said, stated) and not all(any(t in g.index for g in groups) for t in mine):
                continue  # (2.25.1) in a clause, a word no reference uses is a lay synonym's ("fainting"), not a site's
            if not (numbers or (all(map(clinical, said)) and all(map(clinical, stated))) or other_sites(said, stated)):
                continue
            window = tokens[max(0, i1 - 1):i2 + 1]  # a reference that holds it holds its first token
            if any(_holds(g.items[k][0], window) for g in groups for k in g.index.get(window[0], ())):
                continue
            found.append((sentence.strip(), " ".join(said), " ".join(stated), group, index))
    return found


# (2.21.0) Exchanged runs: the reference's two runs in each other's place ("high risk of complications,
# e.g. a history of ulcer; high risk of ulceration, e.g. the elderly" where the label gives the elderly
# as the first group's example and the history of ulcer as the second's). Every word is the label's and
# each stays in the answer, so no other check sees it.
EXCHANGE_RUN = 6  # longest run, in tokens, on either side
EXCHANGE_ANCHOR = 3  # tokens kept in place between two runs exchanged within one sentence
EXCHANGE_SPARE = 2  # (2.35.0) tokens more the place of one run may hold (see exchanged)
# (2.35.0) a relation that reads the same both ways ("take A at least 4 hours apart from B"): two of its
# terms put in each other's place, with a spare token, are a paraphrase
_SYMMETRIC = frozenset({"apart", "separ", "between", "interact", "concomitant", "together"})
_EXAMPLE_WORDS = frozenset({"exampl", "e.g", "eg", "i.e", "such", "like", "includ"})  # "e.g." for "for example"


def _replaced_runs(alignment: list[tuple]) -> list[tuple]:
    """``(sentence index, opcode index, opcodes, the answer's run, the reference's run, its words,
    the sentence, whether the reference's run ends its sentence)`` for each replaced run of up to
    ``EXCHANGE_RUN`` tokens of each answer sentence against the reference sentence it follows
    (``alignment``: :func:`aligned`); runs as sets of tokens, example words ("e.g.", "such as") aside."""
    out = []
    for n, sentence, tokens, words, (group, index, matcher) in alignment:
        ref_tokens = group.items[index][0]
        ops = matcher.get_opcodes()
        for x, (op, i1, i2, j1, j2) in enumerate(ops):
            if op != "replace" or i2 - i1 > EXCHANGE_RUN or j2 - j1 > EXCHANGE_RUN:
                continue
            mine, theirs = frozenset(tokens[i1:i2]) - _EXAMPLE_WORDS, frozenset(ref_tokens[j1:j2]) - _EXAMPLE_WORDS
            if mine and theirs and mine != theirs:
                out.append((n, x, ops, mine, theirs, " ".join(words[i1:i2]), sentence.strip(), j2 == len(ref_tokens)))
    return out


def exchanged(mine1: frozenset, theirs1: frozenset, mine2: frozenset, theirs2: frozenset,
              end1: bool = False, end2: bool = False) -> bool:
    """Whether two replaced runs are each in the other's place: each run's tokens are those of the
    other's place. (2.35.0) Or one is exactly the other's place, and the other is held by the first's
    place with at most ``EXCHANGE_SPARE`` tokens more, that place ending the reference sentence
    (``end1``, ``end2``: whether each run's place does), the spare tokens neither a negation nor the
    other run's ("... the nasal decongestant properties of pseudoephedrine are desired" against "... of
    desloratadine": the label's run "pseudoephedrine desired")."""
    if mine1 == theirs2 and mine2 == theirs1:
        return True
    if not mine1 or not mine2 or mine1 & mine2 or not (mine1 <= theirs2 and mine2 <= theirs1):
        return False
    spare1, spare2 = theirs1 - mine2, theirs2 - mine1  # what each place holds beyond the other run
    if (spare1 and spare2) or len(spare1 | spare2) > EXCHANGE_SPARE or NEGATION in spare1 | spare2 \
            or (spare1 | spare2) & (mine1 | mine2):
        return False
    return end1 if spare1 else end2


def exchanges(answer: str, groups: Sequence[References], alignment: list[tuple] | None = None) -> list[tuple[str, str, str]]:
    """``(sentence, one run, the other)`` for each pair of runs the answer exchanges: one put where
    the reference has the other, and the other where it has the first. Within one sentence the
    tokens between them must be the reference's, ``EXCHANGE_ANCHOR`` or more (two items of a list
    given in another order, "hepatic or renal", exchange nothing); across two sentences, each
    follows its own reference sentence. ``alignment``: :func:`aligned`, where the caller has it."""
    runs = _replaced_runs(alignment if alignment is not None else aligned(answer, groups))
    found = []
    for k, (n1, x1, ops, mine1, theirs1, said1, sentence, end1) in enumerate(runs):
        for n2, x2, _, mine2, theirs2, said2, _, end2 in runs[k + 1:]:
            if not exchanged(mine1, theirs1, mine2, theirs2, end1, end2):
                continue
            if not (mine1 == theirs2 and mine2 == theirs1) and _SYMMETRIC & set(sequence(sentence)[0]):
                continue
            if n1 == n2:
                between = ops[x1 + 1:x2]
                if any(o[0] != "equal" for o in between) or sum(o[2] - o[1] for o in between) < EXCHANGE_ANCHOR:
                    continue
            found.append((sentence, said1, said2))
    return found


# (2.22.0) A list of the question or the gold restated with one member replaced: "for adults with
# rheumatoid arthritis, psoriatic arthritis or ulcerative colitis" where the question asks about
# rheumatoid arthritis, psoriatic arthritis or ankylosing spondylitis. The new member is a term the
# label uses elsewhere (Humira treats ulcerative colitis) and the answer reorders the sentence, so
# neither the term check nor the substitution check, which follows a sentence in order, sees it.
MEMBER_WORDS = 4  # a list member has at most this many words (the first may trail a longer phrase)
_LIST_BREAK_RE = re.compile(r"[;:.!?](?:\s|$)|\n|\s[-\u2013\u2014]\s")
_PAREN_RE = re.compile(r"\([^()]*\)")
_CONJUNCTION_RE = re.compile(r"(?:^|\s)(?:and/or|or|and)\s+", re.I)
_POSSESSIVE_RE = re.compile(r"['\u2019]s\b")
MEMBERS_BACK = 8  # parts read back from a conjunction: a list of more members is read as its last ones
_ACRONYM_RE = re.compile(r"\b[A-Z]{2,5}\b")


def stems_of(text: str) -> frozenset:
    """A text's content stems of two letters or more, a possessive's "s" taken off first ("Crohn's":
    2.22.1, where a question's "label's" shared that "s"; 2.22.2, so that a member's "UC" is not
    dropped with it)."""
    return frozenset(w for w in base.content_words(base.normalize(_POSSESSIVE_RE.sub("", text), "v2")) if len(w) >= 2)


@functools.lru_cache(maxsize=65536)
def _member(text: str) -> tuple[str, frozenset]:
    """A member's words and its stems (:func:`stems_of`); members recur in every answer to a question."""
    return text, stems_of(text)


def enumerations(text: str) -> list[list[tuple[str, frozenset]]]:
    """The lists of three members or more in ``text`` ("A, B, or C"; "A, B and C"), each member as
    ``(its words, its content stems)``; parentheses ("(RA)") are left out. The first member is the
    last ``MEMBER_WORDS - 1`` words of its comma-separated part, the last the first as many after
    the conjunction."""
    found = []
    for clause in _LIST_BREAK_RE.split(text[:base.MAX_TEXT_CHARS]):
        parts = [" ".join(p.split()) for p in _PAREN_RE.sub("", clause).split(",")]
        for k in range(1, len(parts)):
            last = _CONJUNCTION_RE.search(parts[k])
            if not last:
                continue
            run, j = [], k - 1
            while j >= max(0, k - MEMBERS_BACK):
                run.insert(0, parts[j])
                if len(parts[j].split()) > MEMBER_WORDS:
                    break
                j -= 1
            run[0] = " ".join(run[0].split()[1 - MEMBER_WORDS:])
            before, after = parts[k][:last.start()].strip(), parts[k][last.end():]
            tail = [before] if before else []
            members = [_member(m) for m in (*run, *tail, " ".join(after.split()[:MEMBER_WORDS - 1]))]
            members = [m for m in members if m[1]]
            if len(members) >= 3:
                found.append(members)
    return found


# (2.39.0) A list of two members ("severe hypertension or severe coronary artery disease"): one "and" or "or"
# in a comma-separated part, each member the MEMBER_WORDS - 1 words beside it, read only where the two
# share a word before a word of their own ("severe ... or severe ..."), which marks them as like things rather than two
# steps ("hold the dose and notify the prescriber", "withhold treatment and resume treatment") or a
# question's alternatives ("hypertension or angina?"). Their members are matched by their own words only, and one the answer
# writes as initials ("severe HTN") is named, not replaced. Read in the gold only.
_PAIR_CONJUNCTION_RE = re.compile(r"\s(?:and/or|or|and)\s", re.I)


def _led_by(member: str, shared: frozenset) -> bool:
    """(2.39.0) Whether a word of ``shared`` comes before the member's last word of its own ("severe" of
    "severe coronary artery disease"; not "treatment" of "resume treatment", two steps on one object)."""
    words = [base.content_words(t) for t in base.normalize(_POSSESSIVE_RE.sub("", member), "v2").split()]
    first = next((i for i, w in enumerate(words) if w & shared), None)
    return first is not None and any(w and not w & shared for w in words[first + 1:])


def pairs(text: str) -> list[list[tuple[str, frozenset]]]:
    """(2.39.0) The lists of two members in ``text``, each member as :func:`enumerations` gives it."""
    found = []
    for clause in _LIST_BREAK_RE.split(text[:base.MAX_TEXT_CHARS]):
        for part in _PAREN_RE.sub("", clause).split(","):
            joined = list(_PAIR_CONJUNCTION_RE.finditer(part))
            if len(joined) != 1:
                continue
            m = joined[0]
            members = [_member(" ".join(part[:m.start()].split()[1 - MEMBER_WORDS:])),
                       _member(" ".join(part[m.end():].split()[:MEMBER_WORDS - 1]))]
            shared = members[0][1] & members[1][1]
            if all(words for _, words in members) and shared and all(_led_by(m, shared) for m, _ in members):
                found.append(members)
    return found


def _own_words(members: list[tuple[str, frozenset]]) -> list[frozenset]:
    """Each member's stems that no other member of its list has ("rheumatoid" of rheumatoid
    arthritis beside psoriatic arthritis)."""
    counts = Counter(w for _, words in members for w in words)
    return [frozenset(w for w in words if counts[w] == 1) for _, words in members]


def _clinical_member(text: str) -> bool:
    return any(clinical(w) for w in base.normalize(text, "v2").split())


@functools.lru_cache(maxsize=4096)
def _reference_words(text: str) -> frozenset:
    return stems_of(text)


@functools.lru_cache(maxsize=4096)
def _reference_lists(text: str) -> tuple:
    """``(list, its members' own words)`` of each list of a question or gold text, read once for
    every answer to it."""
    return tuple((tuple(listed), _own_words(listed)) for listed in enumerations(text))


@functools.lru_cache(maxsize=4096)
def _reference_pairs(text: str) -> tuple:
    """(2.39.0) ``(list, its members' own words)`` of each list of two of a gold text."""
    return tuple((tuple(listed), _own_words(listed)) for listed in pairs(text))


def replaced_members(answer: str, references: Sequence[str], paired: Sequence[str] = ()) -> list[tuple[str, str, str]]:
    """``(the answer's list, its new member, the member it replaces)`` for each list of the answer
    that restates a list of ``references`` (the question and the gold) of as many members, each
    found by a word of its own but one, where that one is a clinical term the references do not
    use and the member it replaces is one the answer does not name (its own words nowhere in the
    answer; not an abbreviation of it, nor (2.22.2) the initials of an acronym the answer writes);
    (2.39.0) and each list of two of the ``paired`` texts, which are among ``references`` (the gold;
    :func:`pairs`).

    The label is not read: a member the label states beside the others, or a lay synonym of the
    replaced one ("emesis" for vomiting), is flagged too (the metric card's limitations)."""
    answer = answer[:base.MAX_TEXT_CHARS]
    answer_words = stems_of(answer)
    acronyms = {a.lower() for a in _ACRONYM_RE.findall(answer)}
    reference_words = frozenset().union(*map(_reference_words, references))
    theirs = [listed for text in references for listed in _reference_lists(text)]
    theirs += [listed for text in paired for listed in _reference_pairs(text)]  # (2.39.0) lists of two
    found = []
    for mine in (*enumerations(answer), *pairs(answer)):
        own = _own_words(mine)
        for ref, ref_own in theirs:
            if len(ref) != len(mine):
                continue
            used: set[int] = set()
            unmatched = []
            for (text, words), words_own in zip(mine, own):
                key = words_own if len(mine) == 2 else words  # (2.39.0) a pair's members by their own words
                match = next((i for i, w in enumerate(ref_own) if i not in used and key & w), None)
                if match is None:
                    unmatched.append((text, words_own))
                else:
                    used.add(match)
            if len(unmatched) != 1:
                continue
            (said, said_own), = unmatched
            if len(mine) == 2 and said_own <= acronyms:
                continue  # (2.39.0) a member written as initials ("severe HTN") names one, it replaces none
            k = next(i for i in range(len(ref)) if i not in used)
            stated, stated_own = ref[k][0], ref_own[k]
            stated_tokens = base.normalize(stated, "v2").split()
            if not (said_own and stated_own and not stated_own & answer_words and not said_own & reference_words
                    and _clinical_member(said) and _clinical_member(stated)
                    and not abbreviates(base.normalize(said, "v2").split(), stated_tokens)
                    and "".join(t[0] for t in stated_tokens if t[0].isalpha()) not in acronyms
                    and not any(f[1] == said for f in found)):  # the question's list and the gold's are often one
                continue
            found.append((", ".join(t for t, _ in mine), said, stated))
    return found
