
# Copyright 2020 The TensorFlow Authors. All Rights Reserved.
#
# Licensed under the Apache License, Version 2.0 (the "License");
# you may not use this file except in compliance with the License.
# You may obtain a copy of the License at
#
#     http://www.apache.org/licenses/LICENSE-2.0
#
# Unless required by applicable law or agreed to in writing, software
# distributed under the License is distributed on an "AS IS" BASIS,
# WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
# See the License for the specific language governing permissions and
# limitations under the License.
# ==============================================================================
"""Auto-generated module providing information about the build."""
import collections

build_info = collections.OrderedDict([("cpu_compiler", "clang"), ("cuda_compute_capabilities", ["sm_60", "sm_70", "sm_80", "sm_89", "compute_90"]), ("cuda_version", "12.5.1"), ("cudnn_version", "9"), ("is_cuda_build", True), ("is_rocm_build", False), ("is_tensorrt_build", False)])
