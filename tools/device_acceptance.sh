#!/usr/bin/env bash
# Real-GPU acceptance of envcheck's driver side: record what the machine says, run envcheck, and
# check envcheck's facts against the machine's own tools. Under 5 minutes (every step shares a
# 270 s budget, ENVCHECK_ACCEPTANCE_BUDGET); nothing is installed.
#
#   OUT=/some/folder PYTHONPATH=. bash tools/device_acceptance.sh      # from the repository root
#
# Writes into $OUT: pip_show.txt, nvidia-smi-q.xml, nvidia-smi-L.txt, nvidia-smi-nvlink.txt,
# nvml.json (tools/record_nvml.py), gpus.json/gpus.txt, doctor.json/doctor.txt, gpus_each.txt,
# cudaprobe.json, copies.json (pageable/pinned cuMemcpy on GPU 0), torch_cc.txt, and check.txt: the PASS/FAIL lines of tools/device_check.py.
# Exit status: that of the check (0: every line PASS).
#
# ENVCHECK_ACCEPTANCE_FAKE=DIR replays DIR's recorded answers instead of the machine (the same file
# names: nvml.json replayed through ENVCHECK_NVML_REPLAY, nvidia-smi-*.txt/.xml, cudaprobe.json, copies.json,
# torch_cc.txt), which is how this script's own logic is tested on a machine without a GPU.
set -u
: "${OUT:?set OUT to the folder that receives the results}"
PY=${PYTHON:-python3}
TARGET=${ENVCHECK_TARGET_PYTHON:-$PY}  # the interpreter `gpus --each` benchmarks
export PYTHONPATH=${PYTHONPATH:-.}
mkdir -p "$OUT"
FAKE=${ENVCHECK_ACCEPTANCE_FAKE:-}

if [ -n "$FAKE" ]; then
    stub=$(mktemp -d)
    trap 'rm -rf "$stub"' EXIT
    cat > "$stub/nvidia-smi" <<EOF
#!/bin/sh
case "\$*" in
    "-L") exec cat "$FAKE/nvidia-smi-L.txt" ;;
    "-q -x") exec cat "$FAKE/nvidia-smi-q.xml" ;;
    "nvlink -s") exec cat "$FAKE/nvidia-smi-nvlink.txt" ;;
esac
echo "nvidia-smi stub: no recording for \$*" >&2
exit 1
EOF
    chmod +x "$stub/nvidia-smi"
    PATH="$stub:$PATH"
    export ENVCHECK_NVML_REPLAY="$FAKE/nvml.json"
fi

BUDGET=${ENVCHECK_ACCEPTANCE_BUDGET:-270}  # seconds for every step together; the check itself takes ~2 s
run() {  # run NAME SECONDS CMD...: stdout to $OUT/NAME, stderr to $OUT/NAME.err, exit status to $OUT/NAME.rc
    local name=$1 seconds=$2 left=$((BUDGET - SECONDS))
    shift 2
    if [ "$left" -lt 5 ]; then
        echo "== $name: skipped, the ${BUDGET} s budget is spent" | tee "$OUT/$name.err"
        echo 124 > "$OUT/$name.rc"
        return
    fi
    [ "$seconds" -gt "$left" ] && seconds=$left
    echo "== $name: $*"
    timeout "$seconds" "$@" > "$OUT/$name" 2> "$OUT/$name.err"
    echo $? > "$OUT/$name.rc"
}

run pip_show.txt 30 "$PY" -m pip show typer packaging requests rich nvidia-ml-py
run nvidia-smi-q.xml 30 nvidia-smi -q -x
run nvidia-smi-L.txt 30 nvidia-smi -L
run nvidia-smi-nvlink.txt 30 nvidia-smi nvlink -s
if [ -n "$FAKE" ]; then
    run record_nvml.txt 30 "$PY" tools/record_nvml.py "$OUT/nvml.json" --replay "$FAKE/nvml.json" --note "fake run"
    run cudaprobe.json 10 cat "$FAKE/cudaprobe.json"
    run copies.json 10 cat "$FAKE/copies.json"
    run torch_cc.txt 10 cat "$FAKE/torch_cc.txt"
else
    run record_nvml.txt 60 "$PY" tools/record_nvml.py "$OUT/nvml.json" --note "tools/device_acceptance.sh"
    run cudaprobe.json 30 "$PY" envcheck/collect/_cudaprobe.py libcuda.so.1
    CUDA_VISIBLE_DEVICES=0 run copies.json 60 "$PY" envcheck/bench/_copies.py 256 5
    run torch_cc.txt 60 "$PY" -c "import torch
for i in range(torch.cuda.device_count()):
    print('{}.{}'.format(*torch.cuda.get_device_capability(i)))"
fi
run gpus.json 60 "$PY" -m envcheck gpus --json
run gpus.txt 60 "$PY" -m envcheck gpus
run doctor.json 60 "$PY" -m envcheck doctor --quick --json
run doctor.txt 60 "$PY" -m envcheck doctor --quick
run gpus_each.txt 120 "$PY" -m envcheck gpus --each --python "$TARGET" --bench-timeout 90
# whether the benchmarked interpreter has TensorFlow (the device image has none)
if "$TARGET" -c "import tensorflow" > /dev/null 2>&1; then echo yes; else echo no; fi > "$OUT/tensorflow.txt"

"$PY" tools/device_check.py "$OUT" | tee "$OUT/check.txt"
exit "${PIPESTATUS[0]}"
