"""Loading models and tokenizers: what groundeval writes into a tokenizer folder it makes."""

from __future__ import annotations

import json

import pytest

from conftest import build_tokenizer


def _tokenizer_json_parses(monkeypatch, load):
    """How many times ``load()`` parses a ``tokenizer.json`` with Python's json module."""
    seen = []
    real = json.load

    def spy(handle, *args, **kwargs):
        seen.append(getattr(handle, "name", ""))
        return real(handle, *args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(json, "load", spy)
        loaded = load()
    return loaded, sum(1 for name in seen if str(name).endswith("tokenizer.json"))


def test_recorded_added_tokens_load_the_same_tokenizer_without_a_second_parse(tmp_path, monkeypatch):
    from transformers import AddedToken, AutoTokenizer

    from groundeval.models import record_added_tokens

    plain, recorded = tmp_path / "plain", tmp_path / "recorded"
    for folder in (plain, recorded):
        tok = build_tokenizer(folder)
        tok.add_tokens(["<ent>", AddedToken("<sep>", lstrip=True, special=True)])
        tok.save_pretrained(folder)
    assert "added_tokens_decoder" not in json.loads((plain / "tokenizer_config.json").read_text())

    record_added_tokens(recorded)
    config = json.loads((recorded / "tokenizer_config.json").read_text())
    added = json.loads((recorded / "tokenizer.json").read_text())["added_tokens"]
    assert config["added_tokens_decoder"] == {str(t["id"]): {k: v for k, v in t.items() if k != "id"} for t in added}
    before = (recorded / "tokenizer_config.json").read_bytes()
    record_added_tokens(recorded)  # already there: nothing changes
    assert (recorded / "tokenizer_config.json").read_bytes() == before

    a, parses_plain = _tokenizer_json_parses(monkeypatch, lambda: AutoTokenizer.from_pretrained(plain))
    b, parses_recorded = _tokenizer_json_parses(monkeypatch, lambda: AutoTokenizer.from_pretrained(recorded))
    assert parses_plain >= 1 and parses_recorded == 0
    assert a.added_tokens_decoder == b.added_tokens_decoder
    assert (a.bos_token, a.eos_token, a.unk_token) == (b.bos_token, b.eos_token, b.unk_token)
    for text in ("Applicant: <ent> Helix", "a <sep>b</s>", "<s>The Willamette River <unk>", " \n\n tabs\tand é"):
        assert a(text)["input_ids"] == b(text)["input_ids"]
        assert a.decode(a(text)["input_ids"]) == b.decode(b(text)["input_ids"])


def test_a_folder_without_a_tokenizer_json_is_left_alone(tmp_path):
    from groundeval.models import record_added_tokens

    (tmp_path / "tokenizer_config.json").write_text('{"tokenizer_class": "X"}')
    record_added_tokens(tmp_path)
    assert (tmp_path / "tokenizer_config.json").read_text() == '{"tokenizer_class": "X"}'
    record_added_tokens(tmp_path / "missing")  # no folder at all: nothing to do


def _tiny_gguf(path):
    """A GGUF file with one metadata field and one float32 tensor (no model)."""
    import gguf
    import numpy as np

    writer = gguf.GGUFWriter(str(path), "llama")
    writer.add_block_count(2)
    writer.add_tensor("token_embd.weight", np.arange(8, dtype=np.float32).reshape(2, 4))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path


def test_gguf_parsed_once_hands_back_one_reader_per_file_and_puts_gguf_back(tmp_path, monkeypatch, caplog):
    import logging

    import gguf
    from transformers.modeling_gguf_pytorch_utils import load_gguf_checkpoint

    from groundeval.models import gguf_parsed_once

    first, other = _tiny_gguf(tmp_path / "a.gguf"), _tiny_gguf(tmp_path / "b.gguf")
    parses = []

    def counted(path, *args, **kwargs):
        parses.append(str(path))
        return reader_cls(path, *args, **kwargs)

    reader_cls = gguf.GGUFReader
    monkeypatch.setattr(gguf, "GGUFReader", counted)
    name_map = gguf.get_tensor_name_map
    caplog.set_level(logging.ERROR, logger="transformers")  # the tiny file has no vocabulary size
    with gguf_parsed_once():
        a = gguf.GGUFReader(first)
        assert gguf.GGUFReader(str(first)) is a and gguf.GGUFReader(tmp_path / "." / "a.gguf") is a
        assert gguf.GGUFReader(other) is not a
        assert a.tensors[0].name == "token_embd.weight" and list(a.tensors[0].data.ravel()) == list(range(8))
        # transformers' own loader, twice, reads the file that was read already: no new parse
        assert load_gguf_checkpoint(str(first), return_tensors=False)["config"]["num_hidden_layers"] == 2
        load_gguf_checkpoint(str(first), return_tensors=False)
        arch = gguf.MODEL_ARCH.LLAMA
        assert gguf.get_tensor_name_map(arch, 2) is gguf.get_tensor_name_map(arch, 2)
        assert gguf.get_tensor_name_map(arch, 2).get_name("model.layers.1.self_attn.q_proj") == "blk.1.attn_q"
    assert parses == [str(first), str(other)]
    assert gguf.GGUFReader is counted and gguf.get_tensor_name_map is name_map
    gguf.GGUFReader(first)
    assert len(parses) == 3  # after the block, each reader parses again


def test_the_gguf_conversion_loads_inside_gguf_parsed_once_and_puts_gguf_back_when_it_fails(tmp_path, monkeypatch):
    import gguf
    import transformers

    from groundeval import models

    monkeypatch.setenv("GROUNDEVAL_CACHE", str(tmp_path / "cache"))
    reader_cls, seen = gguf.GGUFReader, []

    class Stop(Exception):
        pass

    def from_pretrained(*args, **kwargs):
        seen.append(gguf.GGUFReader is not reader_cls)
        raise Stop

    monkeypatch.setattr(transformers.AutoTokenizer, "from_pretrained", from_pretrained)
    with pytest.raises(Stop):
        models.gguf_to_safetensors(_tiny_gguf(tmp_path / "m.gguf"))
    assert seen == [True] and gguf.GGUFReader is reader_cls
