"""Label ingest: FDARxBench ``labels.jsonl``, openFDA drug-label JSON and DailyMed SPL XML, all
into one normalised label record.

A label record::

    {"set_id": str, "drug_name": str, "version": str | None, "effective_date": "YYYYMMDD" | None,
     "source": "fdarxbench" | "fdarxbench_qa_context" | "openfda" | "spl", "complete": bool,
     "routes": ["oral", ...],
     "passages": [{"passage_id": "PASSAGE_0000", "section": "dosage_and_administration" | None,
                   "section_code": "34068-7" | None, "section_title": str, "text": str}, ...]}

Passage ids are positional and stable (``PASSAGE_{i:04d}`` in label order), the FDARxBench
convention. ``section`` is the openFDA field name of the passage's top-level section (the names
of ``loinc_sections.csv``, the openFDA LOINC table), ``section_code`` the LOINC code of the
passage's own section. ``complete`` is false for labels rebuilt from the context passages of
FDARxBench QA rows (only some passages are known), which the builder never uses to claim that a
topic is absent. ``routes`` are the label's routes of administration from its structured product
data (openFDA's ``openfda.route``, SPL's ``routeCode``), lower case; empty where the source has none.

openFDA bulk files (``{"meta": ..., "results": [...]}``, ~1 GB, possibly zipped or gzipped) are
streamed with ``ijson``: one label at a time, memory bounded by the largest label.
"""

from __future__ import annotations

import csv
import gzip
import html
import html.parser
import io
import json
import re
import zipfile
import zlib
from pathlib import Path
from typing import IO, Any, Iterable, Iterator
from xml.etree import ElementTree as ET

MAX_PASSAGE_CHARS = 2000
MAX_JSON_DEPTH = 32  # openFDA records nest 4 levels; deeper input is not a label file
LOINC_SYSTEM = "2.16.840.1.113883.6.1"
UNCLASSIFIED = "42229-5"
_HERE = Path(__file__).resolve().parent

# --------------------------------------------------------------------------------------------
# LOINC section table
# --------------------------------------------------------------------------------------------

_FIELD_OVERRIDES = {
    "42229-5": "spl_unclassified_section",
    "51945-4": "package_label_principal_display_panel",
    "43685-7": "warnings_and_cautions",
    "34069-5": "how_supplied",
    "42230-3": "spl_patient_package_insert",
    "42231-1": "spl_medguide",
    "48780-1": "spl_product_data_elements",
    "48779-3": "spl_indexing_data_elements",
    "34076-0": "information_for_patients",
    "60561-8": "other_safety_information",
}


def _field_name(display: str) -> str:
    name = display.lower().replace("&", "and").replace("/", " or ").replace(":", " ")
    return re.sub(r"[^a-z0-9]+", "_", name).strip("_")


def loinc_table() -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    """(code -> openFDA field name, field name -> code, code -> display title)."""
    code_to_field, field_to_code, titles = {}, {}, {}
    with open(_HERE / "loinc_sections.csv", newline="", encoding="utf-8") as f:
        for row in csv.reader(f):
            if len(row) < 2:
                continue
            code, display = row[0].strip(), ",".join(row[1:]).strip()
            field = _FIELD_OVERRIDES.get(code, _field_name(display))
            code_to_field[code], titles[code] = field, display
            field_to_code.setdefault(field, code)
    return code_to_field, field_to_code, titles


CODE_TO_FIELD, FIELD_TO_CODE, CODE_TITLES = loinc_table()

# Numbered PLR headings ("2.1 Dosage ...") -> top-level openFDA field.
_NUMBERED_SECTIONS = {
    "1": "indications_and_usage", "2": "dosage_and_administration",
    "3": "dosage_forms_and_strengths", "4": "contraindications", "5": "warnings_and_cautions",
    "6": "adverse_reactions", "7": "drug_interactions", "8": "use_in_specific_populations",
    "9": "drug_abuse_and_dependence", "10": "overdosage", "11": "description",
    "12": "clinical_pharmacology", "13": "nonclinical_toxicology", "14": "clinical_studies",
    "15": "references", "16": "how_supplied", "17": "information_for_patients",
}
# Drug Facts (OTC) headings -> openFDA field.
_OTC_HEADINGS = (
    ("active ingredient", "active_ingredient"), ("purpose", "purpose"),
    ("uses", "indications_and_usage"), ("use ", "indications_and_usage"),
    ("do not use", "do_not_use"), ("ask a doctor or pharmacist", "ask_doctor_or_pharmacist"),
    ("ask a doctor", "ask_doctor"), ("when using", "when_using"), ("stop use", "stop_use"),
    ("if pregnant", "pregnancy_or_breast_feeding"),
    ("keep out of reach", "keep_out_of_reach_of_children"),
    ("directions", "dosage_and_administration"), ("other information", "storage_and_handling"),
    ("inactive ingredient", "inactive_ingredient"), ("questions", "questions"),
    ("warnings", "warnings"), ("boxed warning", "boxed_warning"), ("warning:", "boxed_warning"),
    ("package label", "package_label_principal_display_panel"),
    ("principal display panel", "package_label_principal_display_panel"),
)


def section_from_heading(heading: str) -> str | None:
    """Best-effort openFDA field for a free-text heading ("2.1 Adult dosing", "Directions")."""
    h = heading.strip().lower()
    m = re.match(r"^(\d{1,2})(?:\.\d+)*\b", h)
    if m and m.group(1) in _NUMBERED_SECTIONS:
        return _NUMBERED_SECTIONS[m.group(1)]
    for prefix, field in _OTC_HEADINGS:
        if h.startswith(prefix):
            return field
    return None


# --------------------------------------------------------------------------------------------
# Bad input: one line that names the file (and the record)
# --------------------------------------------------------------------------------------------


class IngestError(ValueError):
    """Input the builder cannot use. The message is one line naming the file (and the record or
    line); the command line prints it instead of a traceback."""


def _first_line(exc: BaseException) -> str:
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    return lines[0] if lines else type(exc).__name__


def _json_type(value: Any) -> str:
    return {dict: "object", list: "array", str: "string", bool: "boolean", type(None): "null"}.get(
        type(value), "number")


def _loads_line(line: str, where: str) -> Any:
    """One JSON document from one line; bad or absurdly nested JSON is an :class:`IngestError`."""
    try:
        return json.loads(line)
    except RecursionError:
        raise IngestError(f"{where}: JSON nested too deeply") from None
    except ValueError as exc:
        raise IngestError(f"{where}: not valid JSON: {_first_line(exc)}") from None


def read_json_lines(path: str | Path) -> Iterator[dict[str, Any]]:
    """The JSON objects of a JSON-lines file (``.gz`` too), one per non-empty line; anything else
    (a line that is not a JSON object, a truncated or binary file) is an :class:`IngestError`."""
    name = Path(path).name
    try:
        with _open_text(path) as f:
            for number, line in enumerate(f, 1):
                if not line.strip():
                    continue
                row = _loads_line(line, f"{name}: line {number}")
                if not isinstance(row, dict):
                    raise IngestError(f"{name}: line {number} is a JSON {_json_type(row)}, not an object")
                yield row
    except (OSError, EOFError, zlib.error, UnicodeDecodeError) as exc:
        raise IngestError(f"{name}: cannot read it as UTF-8 JSON lines: {_first_line(exc)}") from None


# --------------------------------------------------------------------------------------------
# Text helpers
# --------------------------------------------------------------------------------------------


def _clean(text: str) -> str:
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = re.sub(r"[ \t\u00a0]+", " ", text)
    text = re.sub(r" *\n *", "\n", text)
    return re.sub(r"\n{3,}", "\n\n", text).strip()


def split_passages(text: str, max_chars: int = MAX_PASSAGE_CHARS) -> list[str]:
    """Split text into pieces of at most ``max_chars`` at line, then sentence, then word
    boundaries. Concatenating the pieces (with whitespace) gives the text back."""
    text = text.strip()
    if len(text) <= max_chars:
        return [text] if text else []
    units: list[str] = []
    for line in text.split("\n"):
        if len(line) <= max_chars:
            units.append(line)
            continue
        for sent in re.split(r"(?<=[.;:!?])\s+", line):
            while len(sent) > max_chars:
                cut = sent.rfind(" ", 0, max_chars)
                cut = cut if cut > max_chars // 2 else max_chars
                units.append(sent[:cut])
                sent = sent[cut:].lstrip()
            if sent:
                units.append(sent)
    pieces, cur = [], ""
    for u in units:
        if cur and len(cur) + 1 + len(u) > max_chars:
            pieces.append(cur)
            cur = u
        else:
            cur = f"{cur}\n{u}" if cur else u
    if cur:
        pieces.append(cur)
    return [p.strip() for p in pieces if p.strip()]


class _HTMLTable(html.parser.HTMLParser):
    """Flattens an HTML table fragment (openFDA ``*_table`` fields) to "cell | cell" rows."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.rows: list[list[str]] = []
        self.other: list[str] = []
        self._cell: list[str] | None = None
        self._row: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        if tag == "tr":
            self._row = []
        elif tag in ("td", "th"):
            self._cell = []
        elif tag == "br" and self._cell is not None:
            self._cell.append(" ")

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self._cell is not None:
            cell = " ".join("".join(self._cell).split())
            (self._row if self._row is not None else self.other).append(cell)
            self._cell = None
        elif tag == "tr" and self._row is not None:
            if any(self._row):
                self.rows.append(self._row)
            self._row = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)
        elif data.strip():
            self.other.append(" ".join(data.split()))


def flatten_html_table(fragment: str) -> str:
    parser = _HTMLTable()
    parser.feed(fragment)
    parser.close()
    lines = [" ".join(parser.other)] if parser.other else []
    lines += [" | ".join(r) for r in parser.rows]
    return "\n".join(line for line in lines if line.strip())


# --------------------------------------------------------------------------------------------
# Label records
# --------------------------------------------------------------------------------------------


def make_label(set_id: str, drug_name: str, passages: list[dict[str, Any]], source: str,
               version: str | None = None, effective_date: str | None = None,
               complete: bool = True, routes: Iterable[str] = ()) -> dict[str, Any]:
    out = []
    for i, p in enumerate(passages):
        out.append({
            "passage_id": p.get("passage_id") or f"PASSAGE_{i:04d}",
            "section": p.get("section"),
            "section_code": p.get("section_code"),
            "section_title": p.get("section_title") or "",
            "text": p["text"],
        })
    return {"set_id": set_id, "drug_name": drug_name, "version": version,
            "effective_date": effective_date, "source": source, "complete": complete,
            "routes": sorted({" ".join(r.split()).lower() for r in routes if r and r.strip()}),
            "passages": out}


# --- FDARxBench labels.jsonl ------------------------------------------------------------------


def _check_fdarxbench_label(row: dict[str, Any], where: str) -> None:
    if not isinstance(row.get("set_id"), str) or not row["set_id"].strip():
        raise IngestError(f"{where}: no set_id string (an FDARxBench label has set_id, drug_name, chunks)")
    chunks = row.get("chunks")
    if chunks is not None and not (isinstance(chunks, list) and all(isinstance(c, str) for c in chunks)):
        raise IngestError(f"{where} (set_id {row['set_id']}): chunks is a JSON {_json_type(chunks)}, "
                          f"expected a list of strings")


def read_fdarxbench_labels(path: str | Path) -> Iterator[dict[str, Any]]:
    """Labels from FDARxBench ``labels.jsonl`` (one label per line; chunk i is PASSAGE_i)."""
    for number, row in enumerate(read_json_lines(path), 1):
        _check_fdarxbench_label(row, f"{Path(path).name}: label {number}")
        passages = []
        for chunk in row.get("chunks") or []:
            text = _clean(chunk)
            heading = text.split("\n", 1)[0][:160]
            section = section_from_heading(heading)
            passages.append({"text": text, "section": section,
                             "section_code": FIELD_TO_CODE.get(section or ""),
                             "section_title": heading})
        yield make_label(row["set_id"], row.get("drug_name") or row.get("drug_id") or "",
                         passages, "fdarxbench", version=row.get("version"),
                         effective_date=row.get("effective_time"))


def labels_from_qa_contexts(qa_rows: Iterable[dict[str, Any]],
                            known: set[str] = frozenset()) -> list[dict[str, Any]]:
    """Partial labels for QA rows whose label is not in ``labels.jsonl``: the context passages
    the QA rows carry, at their ``doc_chunk_index`` (so their passage ids are the real ones)."""
    by_label: dict[str, dict[int, dict[str, Any]]] = {}
    names: dict[str, str] = {}
    for row in qa_rows:
        sid = row.get("set_id")
        if not sid or sid in known:
            continue
        names.setdefault(sid, row.get("drug_name") or "")
        chunks = by_label.setdefault(sid, {})
        for c in row.get("context") or []:
            idx = c.get("doc_chunk_index")
            if not isinstance(idx, int) or idx in chunks:
                continue
            title = (c.get("section_title") or "").replace("\t", " ").strip()
            label = c.get("section_label") or title
            section = section_from_heading(label) or CODE_TO_FIELD.get(c.get("section_code") or "")
            chunks[idx] = {"passage_id": f"PASSAGE_{idx:04d}", "text": _clean(c.get("text") or ""),
                           "section": section, "section_code": c.get("section_code"),
                           "section_title": title}
    labels = []
    for sid in sorted(by_label):
        passages = [by_label[sid][i] for i in sorted(by_label[sid])]
        labels.append(make_label(sid, names[sid], passages, "fdarxbench_qa_context", complete=False))
    return labels


# --- openFDA JSON (API responses, bulk files, zipped or gzipped, or JSON lines) ---------------

_OPENFDA_META = {"set_id", "id", "version", "effective_time", "openfda", "@epoch", "@id",
                 "@timestamp"}


def _open_text(path: str | Path) -> IO[str]:
    path = Path(path)
    if path.suffix == ".gz":
        return gzip.open(path, "rt", encoding="utf-8")
    return open(path, encoding="utf-8")


OPENFDA_SUFFIXES = (".json", ".jsonl", ".json.gz", ".jsonl.gz", ".json.zip", ".zip")


def openfda_files(path: str | Path) -> list[Path]:
    """The openFDA files of a ``--openfda`` argument: the file itself, or the openFDA files of a
    folder (``*.json``, ``*.jsonl``, ``*.json.gz``, ``*.json.zip``), sorted."""
    path = Path(path)
    if path.is_dir():
        files = sorted(p for p in path.iterdir() if p.is_file() and p.name.endswith(OPENFDA_SUFFIXES))
        if not files:
            raise IngestError(f"{path}: a folder without openFDA label files; --openfda wants files "
                              f"({', '.join('*' + x for x in OPENFDA_SUFFIXES)}) or folders of them")
        return files
    if not path.is_file():
        raise IngestError(f"{path}: no such file")
    return [path]


def _binary_streams(path: Path) -> Iterator[tuple[str, IO[bytes]]]:
    if path.suffix == ".zip":
        try:
            zf = zipfile.ZipFile(path)
        except (zipfile.BadZipFile, OSError) as exc:
            raise IngestError(f"{path.name}: not a readable zip file: {_first_line(exc)}") from None
        with zf:
            for name in sorted(zf.namelist()):
                if name.endswith((".json", ".jsonl")):
                    with zf.open(name) as f:
                        yield f"{path.name}/{name}", f
    elif path.suffix == ".gz":
        with gzip.open(path, "rb") as f:
            yield path.name, f
    else:
        with open(path, "rb") as f:
            yield path.name, f


def _json_events(stream: IO[bytes], name: str) -> Iterator[tuple[str, Any, int]]:
    """ijson's basic events with the nesting depth after each; nesting deeper than
    MAX_JSON_DEPTH, invalid, truncated or binary input is an :class:`IngestError` (ijson's
    ``items`` would build a prefix per level: memory grows with the square of the depth)."""
    import ijson  # a streaming JSON parser; the only non-stdlib dependency of the ingest

    depth = 0
    try:
        for event, value in ijson.basic_parse(stream, use_float=True):
            if event in ("start_map", "start_array"):
                depth += 1
                if depth > MAX_JSON_DEPTH:
                    raise IngestError(f"{name}: JSON nested deeper than {MAX_JSON_DEPTH} levels; "
                                      f"not an openFDA label file")
            elif event in ("end_map", "end_array"):
                depth -= 1
            yield event, value, depth
    except ijson.JSONError as exc:
        raise IngestError(f"{name}: not valid JSON (truncated, or not a JSON file): {_first_line(exc)}") from None
    except (OSError, EOFError, zlib.error, UnicodeDecodeError) as exc:
        raise IngestError(f"{name}: cannot read it: {_first_line(exc)}") from None


def _json_records(stream: IO[bytes], name: str, top_keys: set[str]) -> Iterator[Any]:
    """The records of one JSON document, one at a time: the items of ``results`` (API responses,
    bulk files) or of a top-level array. ``top_keys`` receives the keys of a top-level object."""
    from ijson.common import ObjectBuilder

    top, key, builder = None, None, None
    for event, value, depth in _json_events(stream, name):
        if top is None:
            if event not in ("start_map", "start_array"):
                raise IngestError(f"{name}: a JSON {event}, not an object or array of openFDA labels")
            top = event
            continue
        if top == "start_map" and depth == 1 and event == "map_key":
            key = value
            top_keys.add(value)
            continue
        if top == "start_map" and key != "results":
            continue
        level = 1 if top == "start_array" else 2  # depth inside the array of records
        if builder is not None:
            builder.event(event, value)
            if depth == level:
                yield builder.value
                builder = None
        elif depth == level + 1 and event in ("start_map", "start_array"):
            builder = ObjectBuilder()
            builder.event(event, value)
        elif depth == level and event not in ("start_array", "end_array", "end_map"):
            yield value  # a scalar where a record should be: the check names it


def _openfda_json_lines(stream: IO[bytes], name: str) -> Iterator[Any]:
    try:
        for number, line in enumerate(io.TextIOWrapper(stream, encoding="utf-8"), 1):
            if line.strip():
                yield _loads_line(line, f"{name}: line {number}")
    except (OSError, EOFError, zlib.error, UnicodeDecodeError) as exc:
        raise IngestError(f"{name}: cannot read it as UTF-8 JSON lines: {_first_line(exc)}") from None


def _is_strings(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def check_openfda_record(record: Any, where: str) -> dict[str, Any]:
    """``record`` if it is an openFDA label record (an object with a set_id or id string, an
    ``openfda`` object of arrays, every section field an array of strings); else an
    :class:`IngestError` naming the file and record."""
    if not isinstance(record, dict):
        raise IngestError(f"{where} is a JSON {_json_type(record)}, not an object (an openFDA label record)")
    sid = record.get("set_id", record.get("id"))
    if not isinstance(sid, str) or not sid.strip():
        raise IngestError(f"{where} has no set_id or id string")
    where = f"{where} (set_id {sid})"
    for key, value in record.items():
        if key in _OPENFDA_META and key != "openfda" or key.startswith("@"):
            if not isinstance(value, (str, int, float)) or isinstance(value, bool):
                raise IngestError(f"{where}: {key} is a JSON {_json_type(value)}, expected a string")
        elif key == "openfda":
            names = [value.get(k) for k in ("brand_name", "generic_name")] if isinstance(value, dict) else []
            if not isinstance(value, dict) or not all(isinstance(v, list) for v in value.values()) or not all(
                    n is None or _is_strings(n) for n in names):
                raise IngestError(f"{where}: openfda is not an object of arrays")
        elif not _is_strings(value):
            raise IngestError(f"{where}: field {key!r} is a JSON {_json_type(value)}, expected an array of strings")
    return record


def iter_openfda_records(path: str | Path) -> Iterator[dict[str, Any]]:
    """openFDA label records, streamed and checked (:func:`check_openfda_record`): ``results``
    items of API responses and bulk files (``.json``, ``.json.zip``, ``.json.gz``), a top-level
    array of records, one record per line (``.jsonl``), or a file holding one record. A file
    with no record, or with a bad one, is an :class:`IngestError`."""
    path = Path(path)
    found = 0
    for name, stream in _binary_streams(path):
        top_keys: set[str] = set()
        records = (_openfda_json_lines(stream, name) if name.endswith((".jsonl", ".jsonl.gz"))
                   else _json_records(stream, name, top_keys))
        for index, record in enumerate(records):
            found += 1
            yield check_openfda_record(record, f"{name}: record {index}")
        if "results" not in top_keys and top_keys & {"set_id", "id"} and path.suffix == ".json" \
                and path.stat().st_size < 50_000_000:  # a file holding one record
            found += 1
            yield check_openfda_record(_loads_line(path.read_text(encoding="utf-8"), name), f"{name}: record 0")
    if not found:
        raise IngestError(f"{path.name}: no openFDA label records (expected {{\"results\": [...]}}, an array of "
                          f"records, one record, or JSON lines)")


def openfda_section_fields(record: dict[str, Any]) -> list[str]:
    """The section fields of an openFDA record: every list-of-strings field, in a stable
    order (LOINC-table order for known fields, then alphabetical), tables after their text."""
    fields = [k for k, v in record.items()
              if k not in _OPENFDA_META and isinstance(v, list) and all(isinstance(s, str) for s in v)]
    order = {f: i for i, f in enumerate(_NUMBERED_SECTIONS.values())}
    top = ("boxed_warning",)

    def key(field: str) -> tuple:
        base = field[: -len("_table")] if field.endswith("_table") else field
        rank = -1 if base in top else order.get(base, 100)
        return (rank, base, field.endswith("_table"))

    return sorted(fields, key=key)


def normalize_openfda(record: dict[str, Any], max_chars: int = MAX_PASSAGE_CHARS) -> dict[str, Any]:
    """One openFDA label record -> label record (one passage per list item, split if long;
    ``*_table`` HTML tables flattened to rows)."""
    passages = []
    for field in openfda_section_fields(record):
        is_table = field.endswith("_table")
        base = field[: -len("_table")] if is_table else field
        code = FIELD_TO_CODE.get(base)
        title = CODE_TITLES.get(code or "", base.replace("_", " ").title())
        if is_table:
            title += " (table)"
        for value in record[field]:
            text = flatten_html_table(value) if is_table else _clean(html.unescape(value))
            for piece in split_passages(text, max_chars):
                passages.append({"text": piece, "section": base, "section_code": code,
                                 "section_title": title})
    of = record.get("openfda") or {}
    name = (of.get("brand_name") or of.get("generic_name") or [""])[0] if isinstance(of, dict) else ""
    if not name:
        name = (record.get("spl_product_data_elements") or [""])[0][:60]
    routes = [r for r in (of.get("route") or []) if isinstance(r, str)] if isinstance(of, dict) else []
    return make_label(record.get("set_id") or record.get("id") or "", name, passages, "openfda",
                      version=str(record["version"]) if record.get("version") is not None else None,
                      effective_date=record.get("effective_time"), routes=routes)


def read_openfda(path: str | Path, max_chars: int = MAX_PASSAGE_CHARS) -> Iterator[dict[str, Any]]:
    """Normalised labels from an openFDA file, streamed."""
    for record in iter_openfda_records(path):
        yield normalize_openfda(record, max_chars)


# --- DailyMed SPL XML --------------------------------------------------------------------------

_NS = "{urn:hl7-org:v3}"


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def _inline_text(elem: ET.Element) -> str:
    parts = []
    if elem.text:
        parts.append(elem.text)
    for child in elem:
        if _local(child.tag) == "br":
            parts.append(" ")
        elif _local(child.tag) not in ("renderMultiMedia",):
            parts.append(_inline_text(child))
        if child.tail:
            parts.append(child.tail)
    return "".join(parts)


def spl_text_lines(elem: ET.Element) -> list[str]:
    """Flatten an SPL narrative block (``text``, ``excerpt``...) to lines: paragraphs, list
    items ("- "), table rows ("cell | cell"), captions."""
    lines: list[str] = []

    def walk(e: ET.Element) -> None:
        tag = _local(e.tag)
        if tag == "table":
            for sub in e.iter():
                st = _local(sub.tag)
                if st == "caption":
                    lines.append(" ".join(_inline_text(sub).split()))
                elif st == "tr":
                    cells = [" ".join(_inline_text(c).split()) for c in sub if _local(c.tag) in ("td", "th")]
                    if any(cells):
                        lines.append(" | ".join(cells))
            if e.tail and e.tail.strip():
                lines.append(" ".join(e.tail.split()))
            return
        if tag in ("paragraph", "caption", "title"):
            lines.append(" ".join(_inline_text(e).split()))
        elif tag == "item":
            inline = [c for c in e if _local(c.tag) not in ("list", "table", "paragraph")]
            text = (e.text or "") + "".join(
                _inline_text(c) + (c.tail or "") for c in inline)
            if text.strip():
                lines.append("- " + " ".join(text.split()))
            for c in e:
                if _local(c.tag) in ("list", "table", "paragraph"):
                    walk(c)
                    if c.tail and c.tail.strip():
                        lines.append(" ".join(c.tail.split()))
            return
        elif tag in ("text", "list", "excerpt", "highlight", "section", "component"):
            if e.text and e.text.strip():
                lines.append(" ".join(e.text.split()))
            for c in e:
                walk(c)
                if c.tail and c.tail.strip():
                    lines.append(" ".join(c.tail.split()))
            return
        else:  # inline content at block level
            text = _inline_text(e)
            if text.strip():
                lines.append(" ".join(text.split()))

    walk(elem)
    return [line for line in lines if line]


def _spl_section_blocks(section: ET.Element) -> list[ET.Element]:
    """The narrative blocks of a section itself (not its subsections): ``text`` and
    ``excerpt/highlight/text``."""
    blocks = []
    for child in section:
        tag = _local(child.tag)
        if tag == "text":
            blocks.append(child)
        elif tag == "excerpt":
            blocks.extend(child.iter(f"{_NS}text"))
    return blocks


def iter_spl_sections(root: ET.Element) -> Iterator[tuple[ET.Element, int, list[ET.Element]]]:
    """(section, depth, ancestors) for every section of the structured body, in document order."""
    body = root.find(f"{_NS}component/{_NS}structuredBody")
    if body is None:
        return

    def walk(parent: ET.Element, depth: int, ancestors: list[ET.Element]):
        for comp in parent.findall(f"{_NS}component"):
            for sec in comp.findall(f"{_NS}section"):
                yield sec, depth, ancestors
                yield from walk(sec, depth + 1, ancestors + [sec])

    yield from walk(body, 0, [])


def _code(sec: ET.Element) -> str | None:
    c = sec.find(f"{_NS}code")
    if c is not None and c.get("codeSystem") == LOINC_SYSTEM:
        return c.get("code")
    return None


def read_spl(path: str | Path, max_chars: int = MAX_PASSAGE_CHARS) -> dict[str, Any]:
    """One DailyMed SPL XML label -> label record. Sections by LOINC code, nested subsections
    in document order, tables flattened to rows; each passage starts with its section title."""
    try:
        if str(path).endswith(".gz"):
            with gzip.open(path, "rb") as f:
                root = ET.parse(f).getroot()
        else:
            root = ET.parse(str(path)).getroot()
    except (ET.ParseError, OSError, EOFError, zlib.error) as exc:
        raise IngestError(f"{Path(path).name}: not a readable SPL XML file: {_first_line(exc)}") from None
    set_id_el = root.find(f"{_NS}setId")
    set_id = set_id_el.get("root") if set_id_el is not None else Path(path).stem
    version_el = root.find(f"{_NS}versionNumber")
    eff_el = root.find(f"{_NS}effectiveTime")
    name = ""
    for prod in root.iter(f"{_NS}manufacturedProduct"):
        n = prod.find(f"{_NS}name")
        if n is not None and "".join(n.itertext()).strip():
            name = " ".join(t.strip() for t in n.itertext() if t.strip())
            break
    if not name:
        title_el = root.find(f"{_NS}title")
        name = " ".join("".join(title_el.itertext()).split()) if title_el is not None else ""
    passages = []
    for sec, _depth, ancestors in iter_spl_sections(root):
        code = _code(sec)
        title_el = sec.find(f"{_NS}title")
        title = " ".join("".join(title_el.itertext()).split()) if title_el is not None else ""
        if not title:
            for anc in reversed(ancestors):
                t = anc.find(f"{_NS}title")
                if t is not None and "".join(t.itertext()).strip():
                    title = " ".join("".join(t.itertext()).split())
                    break
        if not title:
            title = CODE_TITLES.get(code or "", "")
        top = None
        for s in ancestors + [sec]:
            c = _code(s)
            if c and c != UNCLASSIFIED and c in CODE_TO_FIELD:
                top = CODE_TO_FIELD[c]
                break
        if top is None and code:
            top = CODE_TO_FIELD.get(code)
        lines: list[str] = []
        for block in _spl_section_blocks(sec):
            lines.extend(spl_text_lines(block))
        body = "\n".join(lines).strip()
        if not body:
            continue
        for piece in split_passages(body, max_chars - len(title) - 1):
            passages.append({"text": f"{title}\n{piece}" if title else piece, "section": top,
                             "section_code": code, "section_title": title})
    routes = [r.get("displayName") or "" for r in root.iter(f"{_NS}routeCode")]
    return make_label(set_id, name, passages, "spl",
                      version=version_el.get("value") if version_el is not None else None,
                      effective_date=eff_el.get("value") if eff_el is not None else None, routes=routes)


def read_labels(fdarxbench_labels: Iterable[str | Path] = (), openfda: Iterable[str | Path] = (),
                spl: Iterable[str | Path] = (), max_chars: int = MAX_PASSAGE_CHARS) -> Iterator[dict[str, Any]]:
    """All labels of the given sources, in argument order."""
    for p in fdarxbench_labels:
        yield from read_fdarxbench_labels(p)
    for p in openfda:
        for f in openfda_files(p):
            yield from read_openfda(f, max_chars)
    for p in spl:
        path = Path(p)
        files = sorted([*path.glob("*.xml"), *path.glob("*.xml.gz")]) if path.is_dir() else [path]
        if not path.exists():
            raise IngestError(f"{path}: no such file or folder")
        for f in files:
            try:
                yield read_spl(f, max_chars)
            except RecursionError:
                raise IngestError(f"{f.name}: XML nested too deeply") from None
